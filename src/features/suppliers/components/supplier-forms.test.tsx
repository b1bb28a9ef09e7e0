import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT } from '../../../domain/suppliers';
import { EMPTY_SUPPLIER_VALUES, SupplierForm } from './supplier-form';
import { SupplierGroupForm } from './supplier-group-form';

vi.mock('../../../data/suppliers/suppliers-api', () => ({
  useSupplierGroupsQuery: () => ({ data: [], isLoading: false }),
  useSuppliersQuery: () => ({ data: [], isLoading: false }),
}));
vi.mock('../../../data/team-types/team-types-api', () => ({
  useTeamTypesQuery: () => ({ data: [], isLoading: false }),
}));

const contact = (number: number) => screen.getByRole('listitem', { name: `Contact ${number}` });

describe('the supplier form', () => {
  it('marks the empty company and a wrong contact address at their fields, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SupplierForm
          initialValues={{
            ...EMPTY_SUPPLIER_VALUES,
            contacts: [{ ...EMPTY_CONTACT, firstName: 'Ann', email: 'ann at' }],
          }}
          initialGroupIds={[]}
          submitLabel="Add supplier"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add supplier' }));
    expect(screen.getByLabelText(/Company/)).toHaveAccessibleDescription('Enter the company name.');
    expect(screen.getByLabelText(/Company/)).toHaveFocus();
    expect(within(contact(1)).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves a removed contact’s problem behind: a contact added in its place starts clean', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SupplierForm
          initialValues={{
            ...EMPTY_SUPPLIER_VALUES,
            company: 'Stands Ltd',
            contacts: [
              { ...EMPTY_CONTACT, firstName: 'Ann', email: 'ann@stands.test' },
              { ...EMPTY_CONTACT, firstName: 'Bob', email: 'bob at stands' },
            ],
          }}
          initialGroupIds={[]}
          submitLabel="Save"
          onSubmit={vi.fn()}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(contact(2)).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');

    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.type(within(contact(2)).getByLabelText('First name'), 'Cy');
    expect(within(contact(2)).getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(within(contact(2)).getByLabelText('Email')).not.toHaveClass('is-invalid');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  });
});

describe('the supplier group form', () => {
  it('marks an empty title at the field, not only in a banner, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SupplierGroupForm initialValues={{ title: '', supplierIds: [] }} submitLabel="Add group" onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const title = screen.getByLabelText(/Title/);
    expect(title).toHaveAccessibleDescription(/^Enter a title\./);
    expect(title).toHaveClass('is-invalid');
    expect(title).toHaveFocus();
    expect(document.querySelector('.alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
