import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_NOTIFICATION_VALUES, NotificationForm } from './notification-form';

const sendTest = vi.fn();

vi.mock('../../../data/team-types/team-types-api', () => ({ useTeamTypesQuery: () => ({ data: [] }) }));
vi.mock('../../../data/notifications/notifications-api', () => ({
  useSendNotificationTestEmailMutation: () => [sendTest, { isLoading: false }],
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

function renderForm(onSave = vi.fn()) {
  render(
    <MemoryRouter>
      <NotificationForm initialValues={{ ...EMPTY_NOTIFICATION_VALUES, title: 'Doors open' }} onSave={onSave} />
    </MemoryRouter>,
  );
  return onSave;
}

describe('the notification form', () => {
  it('marks a test address that is not one at its field, as every other field, and sends no test', async () => {
    const user = userEvent.setup();
    renderForm();
    const address = screen.getByLabelText('Send a test email');
    await user.type(address, 'me at example');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(address).toHaveAccessibleDescription('Enter a valid email address.');
    expect(address).toHaveClass('is-invalid');
    expect(address).toHaveFocus();
    expect(sendTest).not.toHaveBeenCalled();
  });

  it('checks the test address only when a test is sent, not when the notification is saved', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.type(screen.getByLabelText('Send a test email'), 'me at example');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(/^Enter a message\./);
    expect(screen.getByLabelText('Send a test email')).not.toHaveAccessibleDescription();
    expect(onSave).not.toHaveBeenCalled();
  });
});
