import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CustomFieldForm, emptyCustomField } from './custom-field-form';

const renderForm = (typeLocked: boolean, onSubmit = vi.fn(async () => undefined), initial = emptyCustomField) =>
  render(
    <MemoryRouter>
      <CustomFieldForm initial={initial} typeLocked={typeLocked} submitLabel="Save" onSubmit={onSubmit} />
    </MemoryRouter>,
  );

describe('custom field form', () => {
  it('lets the type be chosen when adding, and submits the values', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderForm(false, onSubmit);
    expect(screen.getByLabelText('Type')).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Needs power');
    await user.selectOptions(screen.getByLabelText('Type'), 'Yes/No');
    // A Yes/No field has no placeholder.
    expect(screen.queryByLabelText('Placeholder')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ label: 'Needs power', type: 'boolean' }));
  });

  it('fixes the type on edit and says why', () => {
    renderForm(true, undefined, { ...emptyCustomField, label: 'Stand number' });
    expect(screen.getByLabelText('Type')).toBeDisabled();
    expect(screen.getByText('The type is fixed once the field exists.')).toBeInTheDocument();
  });

  it('refuses an empty label without submitting', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderForm(false, onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveClass('is-invalid');
  });
});
