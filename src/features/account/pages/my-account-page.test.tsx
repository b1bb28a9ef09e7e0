import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePassword, requestEmailChange, updateDisplayName } from '../../../data/account/account-store';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import MyAccountPage from './my-account-page';

vi.mock('../../../data/account/account-store', () => ({
  changePassword: vi.fn(),
  requestEmailChange: vi.fn(),
  updateDisplayName: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

describe('My Account', { timeout: 15_000 }, () => {
  it('says at the confirmation that two new passwords differ, not that they are too weak, and changes nothing', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MyAccountPage />);
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'abc');
    await user.type(within(form).getByLabelText('Confirm new password'), 'abd');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const confirmation = within(form).getByLabelText('Confirm new password');
    expect(confirmation).toHaveAccessibleDescription('The passwords do not match.');
    expect(confirmation).toHaveFocus();
    expect(within(form).queryByText('The password provided is too weak.')).not.toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('marks each empty or wrong entry at its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MyAccountPage />);
    await user.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );

    const nameForm = screen.getByRole('form', { name: 'Your name' });
    await user.clear(within(nameForm).getByLabelText(/First name/));
    await user.click(within(nameForm).getByRole('button', { name: 'Save name' }));
    expect(within(nameForm).getByLabelText(/First name/)).toHaveAccessibleDescription('Enter your first name.');

    const emailForm = screen.getByRole('form', { name: 'Change email address' });
    await user.type(within(emailForm).getByLabelText('New email address'), 'not-an-address');
    await user.click(within(emailForm).getByRole('button', { name: 'Send verification link' }));
    expect(within(emailForm).getByLabelText('New email address')).toHaveAccessibleDescription(
      /^Enter a valid email address\./,
    );
    expect(changePassword).not.toHaveBeenCalled();
    expect(updateDisplayName).not.toHaveBeenCalled();
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('changes the password once both entries agree and are long enough', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<MyAccountPage />);
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenCalledWith('old-secret', 'new-secret');
  });
});
