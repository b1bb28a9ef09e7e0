import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newField } from '../../../../domain/forms/field';
import { logicMapSchema, type FormDefinition } from '../../../../domain/forms/logic';
import { BuilderPreview } from './builder-preview';

const parent = { formId: 'form1' };
const definition: FormDefinition = {
  fields: [
    newField('text', 'company', parent, 'Company name'),
    newField('text', 'power', parent, 'Power supply needed'),
    newField('text', 'internal', parent, 'Organisers’ note'),
  ],
  fieldGroups: {},
  logicMap: logicMapSchema.parse({
    power: { rules: [{ sourceType: 'user', sourceId: 'teamTypeId', sourceValue: 'exhibitor' }] },
    internal: { rules: [{ sourceType: 'admin', sourceValue: 'yes' }] },
  }),
};
const teamTypes = [
  { id: 'exhibitor', name: 'Exhibitor' },
  { id: 'sponsor', name: 'Sponsor' },
];

describe('the builder preview', () => {
  it('shows the form as the chosen team type or a guest would see it, never what only organisers get', () => {
    render(<BuilderPreview definition={definition} currencyId="GBP" teamTypes={teamTypes} />);
    const previewAs = screen.getByRole('combobox', { name: 'Preview as' });
    expect(screen.getByText("This is a preview as a guest: answers can't be sent.")).toBeTruthy();
    expect(screen.getByLabelText('Company name')).toBeTruthy();
    expect(screen.queryByLabelText('Power supply needed')).toBeNull();

    fireEvent.change(previewAs, { target: { value: 'exhibitor' } });
    expect(screen.getByText("This is a preview as a team member (Exhibitor): answers can't be sent.")).toBeTruthy();
    expect(screen.getByLabelText('Power supply needed')).toBeTruthy();

    fireEvent.change(previewAs, { target: { value: 'sponsor' } });
    expect(screen.queryByLabelText('Power supply needed')).toBeNull();
    // A rule on "is an organiser" never matches in a preview as a team or a guest.
    expect(screen.queryByLabelText('Organisers’ note')).toBeNull();
  });

  it('keeps the answers typed in when the person changes, and cannot send them', () => {
    render(<BuilderPreview definition={definition} currencyId="GBP" teamTypes={teamTypes} />);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Preview as' }), { target: { value: 'exhibitor' } });
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme');
    expect((screen.getByRole('button', { name: 'Submit (preview)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
