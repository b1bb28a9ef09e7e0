import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationValues } from '../../../domain/notifications';
import { EMPTY_NOTIFICATION_VALUES, NotificationForm } from './notification-form';

const sendTest = vi.fn();

vi.mock('../../../data/team-types/team-types-api', () => ({ useTeamTypesQuery: () => ({ data: [] }) }));
vi.mock('../../../data/notifications/notifications-api', () => ({
  useSendNotificationTestEmailMutation: () => [sendTest, { isLoading: false }],
}));
// The event's teams, read as the picker reads them: the chosen ones by id, others by the start of their name.
const teams = [
  { id: 'acme', name: 'Acme Stands' },
  { id: 'acorn', name: 'Acorn Foods' },
  { id: 'bolt', name: 'Bolt Motors' },
];
const teamsByName = vi.fn((text: string) =>
  teams.filter((team) => team.name.toLowerCase().startsWith(text.toLowerCase())),
);
vi.mock('../../../data/teams/teams-api', () => ({
  useTeamsByIdsQuery: (ids: string[]) => ({ data: teams.filter((team) => ids.includes(team.id)), isFetching: false }),
  useTeamsByNameQuery: (text: string, { skip }: { skip: boolean }) => ({
    data: skip ? undefined : teamsByName(text),
    isFetching: false,
  }),
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

function renderForm(onSave = vi.fn(), values: Partial<NotificationValues> = {}) {
  render(
    <MemoryRouter>
      <NotificationForm
        initialValues={{ ...EMPTY_NOTIFICATION_VALUES, title: 'Doors open', ...values }}
        onSave={onSave}
      />
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

  it('shows the chosen teams by name, removes one, adds one found by the start of its name, and saves them', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(vi.fn(), { description: 'Hall B', teamIds: ['acme', 'bolt'] });
    const chosen = screen.getByRole('list', { name: 'Chosen teams' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme Stands', 'Bolt Motors']);
    await user.click(screen.getByRole('button', { name: 'Remove Bolt Motors' }));
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme Stands']);

    await user.type(screen.getByRole('searchbox', { name: 'Add a team' }), 'ac');
    // A team already chosen is not offered again.
    const found = await screen.findByRole('group', { name: 'Teams found' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Acorn Foods']);
    expect(teamsByName).toHaveBeenLastCalledWith('ac');
    await user.click(within(found).getByRole('button', { name: 'Acorn Foods' }));
    expect(screen.getByRole('searchbox', { name: 'Add a team' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ teamId: '', teamIds: ['acme', 'acorn'] }), false);
  });
});
