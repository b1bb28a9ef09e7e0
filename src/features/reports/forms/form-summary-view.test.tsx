import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newField, type Field } from '../../../domain/forms/field';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from '../../../domain/forms/logic';
import { submissionSchema } from '../../../domain/forms/submission';
import { formSummary } from '../../../domain/reports/form-summary';
import { FormSummaryView } from './form-summary-view';

const parent = { formId: 'f' };
const withAttributes = <T extends Field>(base: T, extra: Record<string, unknown>): T => ({ ...base, ...extra });
const definition: FormDefinition = {
  fields: [
    withAttributes(newField('radio', 'stand', parent, 'Stand type'), {
      options: [
        { label: 'Shell scheme', value: 'shell' },
        { label: 'Space only', value: 'space' },
      ],
      hasOther: true,
    }),
    withAttributes(newField('itemList', 'furniture', parent, 'Furniture'), {
      items: [{ itemId: 'chair', label: 'Chair', price: 12.5, description: '' }],
    }),
    newField('number', 'staff', parent, 'Staff'),
    newField('text', 'builder', parent, 'Stand builder'),
  ],
  logicMap: logicMapSchema.parse({}),
  fieldGroups: {},
};
const submission = (id: string, values: Record<string, unknown>, isDraft = false) =>
  submissionSchema.parse({
    id,
    formId: 'f',
    teamId: id,
    isDraft,
    values,
    createdAt: `2026-03-01T09:0${id.length}:00.000Z`,
    updatedAt: `2026-03-01T09:0${id.length}:00.000Z`,
  });

function renderSummary(submissions: ReturnType<typeof submission>[]) {
  const summary = formSummary(definition, submissions, () => GUEST_LOGIC_CONTEXT);
  return render(<FormSummaryView summary={summary} currencyId="EUR" emptyNote="Drafts are not counted." />);
}

describe('the forms report summary', () => {
  it('draws each option as a bar with its count and share, readable as a table', () => {
    renderSummary([
      submission('a', { stand: 'shell', furniture: [{ itemId: 'chair', price: 12.5, quantity: 4 }], staff: 3 }),
      submission('bb', { stand: 'shell', staff: 5, builder: 'Stagecraft' }),
      submission('ccc', { stand: 'A tent of our own' }),
      submission('dddd', { stand: 'space', staff: 100 }, true),
    ]);
    const stand = screen.getByRole('region', { name: 'Stand type' });
    expect(within(stand).getByText('3 answers')).toBeTruthy();
    const chart = within(stand).getByRole('table', { name: 'Stand type: answers per option' });
    const rows = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', '67%'],
      ['0', '0%'],
      ['1', '33%'],
    ]);
    // The bars (hidden from screen readers, which read the figures) are as long as the shares.
    expect([...chart.querySelectorAll<HTMLElement>('.form-summary-bar')].map((bar) => bar.style.width)).toEqual([
      '67%',
      '0%',
      '33%',
    ]);
    expect(
      within(chart)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Shell scheme', 'Space only', 'Other']);
    expect(within(stand).getByText('A tent of our own')).toBeTruthy();

    const furniture = screen.getByRole('region', { name: 'Furniture' });
    expect(within(furniture).getByRole('row', { name: /Chair/ }).textContent).toContain('€50.00');
    expect(within(furniture).getByRole('row', { name: /Total/ }).textContent).toBe('Total4€50.00');

    const staff = within(screen.getByRole('region', { name: 'Staff' }));
    expect(staff.getByText('Sum').nextSibling?.textContent).toBe('8');
    expect(staff.getByText('Average').nextSibling?.textContent).toBe('4');

    const builder = within(screen.getByRole('region', { name: 'Stand builder' }));
    expect(builder.getByText('1 answer')).toBeTruthy();
    expect(builder.getByRole('listitem').textContent).toBe('Stagecraft');
  });

  it('says there is nothing to summarise when only drafts exist', () => {
    renderSummary([submission('a', { stand: 'shell' }, true)]);
    expect(screen.getByText('No submissions yet')).toBeTruthy();
    expect(screen.getByText(/Drafts are not counted\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
