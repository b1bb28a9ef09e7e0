import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMemberRole } from '../../domain/team';
import { MemberForm } from './member-form';

function renderForm({
  roles = ['user', 'admin'],
  isEditing = false,
  onSubmit = vi.fn(),
}: { roles?: TeamMemberRole[]; isEditing?: boolean; onSubmit?: () => Promise<unknown> | void } = {}) {
  render(
    <MemberForm
      initial={
        isEditing
          ? { firstName: 'Mia', surname: 'Member', email: 'mia@example.test', role: 'user' }
          : { firstName: '', surname: '', email: '', role: 'user' }
      }
      isEditing={isEditing}
      roles={roles}
      submitLabel="Add member"
      isSaving={false}
      cancel={<button type="button">Cancel</button>}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('team member form', () => {
  it('names every missing or invalid field and sends nothing', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@example');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByText('Enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Enter the last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims the names, lower-cases the email and sends the role', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '  Mia ');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Member');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Mia@Example.TEST ');
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Mia',
      surname: 'Member',
      email: 'mia@example.test',
      role: 'admin',
    });
  });

  it('offers only User to someone who may not grant Admin, and keeps the email read-only when editing', () => {
    renderForm({ roles: ['user'], isEditing: true });
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('sends once on a double click while the first save runs', async () => {
    const onSubmit = renderForm({
      roles: ['user'],
      isEditing: true,
      onSubmit: vi.fn(() => new Promise(() => undefined)),
    });
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Add member' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
