import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newField, type Field } from '../../../domain/forms/field';
import { fieldGroupSchema } from '../../../domain/forms/form';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from '../../../domain/forms/logic';
import { submissionSchema } from '../../../domain/forms/submission';
import { PRINT_ACTION_LABEL, PrintSubmissionButton } from './print-submission-button';

const parent = { formId: 'f' };
const withAttributes = <T extends Field>(base: T, extra: Record<string, unknown>): T => ({ ...base, ...extra });
const staffName = newField('text', 'staff-name', { fieldGroupId: 'g' }, 'Name');
const definition: FormDefinition = {
  fields: [
    newField('section', 'section', parent, 'Your stand'),
    withAttributes(newField('checkbox', 'extras', parent, 'Extras'), {
      options: [
        { label: 'Power socket', value: 'power' },
        { label: 'Water', value: 'water' },
      ],
    }),
    withAttributes(newField('dropdown', 'stand', parent, 'Stand type'), {
      options: [
        { label: 'Shell scheme', value: 'shell' },
        { label: 'Space only', value: 'space' },
      ],
    }),
    newField('text', 'builder', parent, 'Stand builder'),
    newField('newPage', 'page-2', parent, 'Furniture and staff'),
    withAttributes(newField('itemList', 'furniture', parent, 'Furniture'), {
      items: [
        { itemId: 'chair', label: 'Chair', price: 12.5, description: '' },
        { itemId: 'table', label: 'Round table', price: 35, description: '' },
      ],
    }),
    newField('upload', 'plan', parent, 'Stand plan'),
    newField('area', 'notes', parent, 'Notes'),
    withAttributes(newField('template', 'staff', parent, 'Stand staff'), {
      fieldGroupId: 'g',
      isLooping: true,
      loopPrefix: 'Person',
    }),
    newField('disclaimer', 'terms', parent, 'I accept the terms'),
  ],
  // The builder is asked of space-only stands: this shell-scheme answer hides it.
  logicMap: logicMapSchema.parse({ builder: { rules: [{ sourceId: 'stand', sourceValue: 'space' }] } }),
  fieldGroups: { g: { ...fieldGroupSchema.parse({ id: 'g', title: 'Staff' }), fields: [staffName] } },
};
const submission = submissionSchema.parse({
  id: 's1',
  formId: 'f',
  teamId: 't1',
  values: {
    extras: ['power', 'water'],
    stand: 'shell',
    builder: 'Left over from a space-only answer',
    furniture: [
      { itemId: 'chair', price: 12.5, quantity: 4 },
      { itemId: 'table', price: 35, quantity: 1 },
    ],
    plan: [
      {
        name: 'stand-plan.pdf',
        path: 'p/stand-plan.pdf',
        url: 'https://files.test/stand-plan.pdf',
        size: 10,
        contentType: '',
      },
    ],
    staff: { loopCount: 2, templateValues: [{ 'staff-name': 'Maya Patel' }, { 'staff-name': 'Tariq Aziz' }] },
    terms: true,
  },
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:05:00.000Z',
});

function renderButton(extra: Record<string, unknown> = {}) {
  return render(
    <PrintSubmissionButton
      definition={definition}
      submission={submissionSchema.parse({ ...submission, ...extra })}
      context={GUEST_LOGIC_CONTEXT}
      details={{
        formTitle: 'Stand requirements',
        teamName: 'Northwind Displays',
        currencyId: 'GBP',
        timeZone: 'Europe/London',
      }}
    />,
  );
}

describe('Print / Save as PDF', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the print layout with every visible answer, then the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderButton();
    expect(document.body.classList.contains('is-printing-submission')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: PRINT_ACTION_LABEL }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.body.classList.contains('is-printing-submission')).toBe(true);

    const sheet = screen.getByRole('article', { name: 'Stand requirements: Northwind Displays' });
    const page = within(sheet);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Stand requirements');
    expect(page.getByText('Team').nextSibling?.textContent).toBe('Northwind Displays');
    // 08:05 UTC is 09:05 in London in July.
    expect(page.getByText('Submitted').nextSibling?.textContent).toBe('1 Jul 2026, 09:05 BST');
    expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your stand',
      'Furniture and staff',
    ]);

    const answerTo = (label: string) => page.getByText(label, { selector: 'dt' }).nextSibling as HTMLElement;
    expect(answerTo('Extras').textContent).toBe('Power socket, Water');
    expect(answerTo('Stand type').textContent).toBe('Shell scheme');
    expect(answerTo('Notes').textContent).toBe('Not answered');
    expect(answerTo('I accept the terms').textContent).toBe('Yes');
    // Hidden by the logic: not printed, though stored.
    expect(page.queryByText('Stand builder')).toBeNull();
    expect(sheet.textContent).not.toContain('Left over');

    const furniture = within(answerTo('Furniture'));
    expect(
      furniture.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Item', 'Quantity', 'Price', 'Subtotal'],
      ['Chair', '4', '£12.50', '£50.00'],
      ['Round table', '1', '£35.00', '£35.00'],
      ['Total', '£85.00'],
    ]);
    const plan = within(answerTo('Stand plan')).getByRole('link', { name: 'stand-plan.pdf' });
    expect(plan.getAttribute('href')).toBe('https://files.test/stand-plan.pdf');

    expect(page.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Person 1',
      'Person 2',
    ]);
    expect(page.getAllByText('Name', { selector: 'dt' }).map((term) => term.nextSibling?.textContent)).toEqual([
      'Maya Patel',
      'Tariq Aziz',
    ]);
    // The page's own buttons are outside the printed sheet.
    expect(within(sheet).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(document.body.classList.contains('is-printing-submission')).toBe(false);
  });

  it("names a guest's submission as such", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderButton({ teamId: '', isGuest: true });
    fireEvent.click(screen.getByRole('button', { name: PRINT_ACTION_LABEL }));
    const sheet = await screen.findByRole('article', { name: 'Stand requirements: Guest submission' });
    expect(within(sheet).getByText('Sent by').nextSibling?.textContent).toBe('Guest submission');
  });
});
