import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '../../../domain/user';
import UsersPage from './manage-users-page';

const users = [
  userSchema.parse({
    id: 'me',
    firstName: 'Zoe',
    surname: 'Admin',
    email: 'zoe@example.test',
    permissions: 'admin',
    hasLoggedIn: true,
    lastLoginInTime: '2026-03-01T10:00:00.000Z',
  }),
  userSchema.parse({
    id: 'u-new',
    firstName: 'bea',
    surname: 'New',
    email: 'bea@example.test',
    permissions: 'user',
    hasLoggedIn: false,
  }),
  userSchema.parse({
    id: 'u-old',
    firstName: 'Al',
    surname: 'Old',
    email: 'al@example.test',
    permissions: 'moderator',
    hasLoggedIn: true,
  }),
];
// The whole list (or undefined while it loads) and the first page read on its own.
const usersQuery = vi.hoisted(() => ({ data: undefined as unknown, skips: [] as (boolean | undefined)[] }));
const cachedUsers = vi.hoisted(() => ({ data: undefined as unknown }));
const firstPageQuery = vi.hoisted(() => ({ data: undefined as unknown }));
const countQuery = vi.hoisted(() => ({ data: undefined as unknown }));
const deleteWithTransfer = vi.fn();
const sendChaser = vi.fn();

vi.mock('../../../data/users/users-api', () => ({
  useEventUsersQuery: (_: undefined, options?: { skip?: boolean }) => {
    usersQuery.skips.push(options?.skip);
    return usersQuery;
  },
  useCachedEventUsers: () => cachedUsers.data,
  useEventUsersFirstPageQuery: () => firstPageQuery,
  useEventUsersCountQuery: () => countQuery,
  useUpdatePermissionsMutation: () => [() => ({ unwrap: async () => null })],
  useSendWelcomeChaserMutation: () => [(id: string) => ({ unwrap: async () => sendChaser(id) })],
  useDeleteUserWithTransferMutation: () => [
    (input: unknown) => ({ unwrap: async () => (deleteWithTransfer(input), null) }),
  ],
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../../components/team-report-export-button', () => ({ TeamReportExportButton: () => null }));
const feedback = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../../components/feedback/feedback-context', () => ({ useFeedback: () => feedback }));
const session = vi.hoisted(() => ({ role: 'admin' }));
vi.mock('../../../data/session/use-session', () => ({ useSessionUser: () => ({ uid: 'me', role: session.role }) }));

const renderPage = () =>
  render(
    <MemoryRouter>
      <UsersPage />
    </MemoryRouter>,
  );
const rowOf = (text: string) => screen.getByText(text, { exact: false }).closest('tr')!;

describe('users page', () => {
  beforeEach(() => {
    session.role = 'admin';
    usersQuery.data = users;
    usersQuery.skips = [];
    cachedUsers.data = undefined;
    firstPageQuery.data = undefined;
    countQuery.data = undefined;
    deleteWithTransfer.mockReset();
    sendChaser.mockReset();
    feedback.showSuccess.mockReset();
    feedback.showError.mockReset();
  });

  it('lists users by first name with their login status', () => {
    renderPage();
    const rows = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Al Old'),
      expect.stringContaining('bea New'),
      expect.stringContaining('Zoe Admin'),
    ]);
    expect(rowOf('bea New')).toHaveTextContent('Never logged in');
    expect(rowOf('Al Old')).toHaveTextContent('Logged in');
    expect(rowOf('Zoe Admin')).toHaveTextContent('Last:');
  });

  it('shows the first page with the count of everyone while the whole list loads', () => {
    usersQuery.data = undefined;
    firstPageQuery.data = users.slice(1);
    countQuery.data = 2;
    renderPage();
    const rows = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Al Old'),
      expect.stringContaining('bea New'),
    ]);
    expect(screen.getByText('Showing 1 to 2 of 2 items')).toBeInTheDocument();
  });

  it('waits for the first page before the whole list, unless the whole list is cached already (a list come back to)', () => {
    usersQuery.data = undefined;
    firstPageQuery.data = users;
    renderPage();
    expect(usersQuery.skips[0]).toBe(true);

    cleanup();
    usersQuery.skips = [];
    cachedUsers.data = users;
    usersQuery.data = users;
    renderPage();
    expect(usersQuery.skips[0]).toBe(false);
  });

  it('offers the welcome again only to people who never signed in, and never self delete or own role change', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(within(rowOf('Al Old')).queryByRole('button', { name: /Resend welcome/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('bea New')).getByRole('button', { name: /Resend welcome/ }));
    expect(sendChaser).toHaveBeenCalledWith('u-new');
    expect(feedback.showSuccess).toHaveBeenCalledWith('Welcome email sent again to bea@example.test');
    expect(screen.queryByRole('button', { name: 'Delete Zoe Admin' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Permissions of Zoe Admin')).toBeDisabled();
  });

  it("shows the server's message when the welcome email cannot be sent again", async () => {
    sendChaser.mockRejectedValue({ message: 'The mail server is unreachable' });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(rowOf('bea New')).getByRole('button', { name: /Resend welcome/ }));
    await vi.waitFor(() => expect(feedback.showError).toHaveBeenCalledWith('The mail server is unreachable'));
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });

  it('deletes after choosing who receives the work and typing CONFIRM', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete bea New' }));
    const dialog = await screen.findByRole('dialog');
    const transferOptions = within(within(dialog).getByLabelText('Transfer their work to'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(transferOptions.some((option) => option?.includes('bea New'))).toBe(false);
    expect(transferOptions.some((option) => option?.includes('Al Old'))).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Transfer their work to'), 'u-old');
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(deleteWithTransfer).toHaveBeenCalledWith({ targetUserId: 'u-new', transferToUserId: 'u-old' }),
    );
  });

  it('lets a moderator change roles below admin only', () => {
    session.role = 'moderator';
    renderPage();
    const roleOptions = (name: string) =>
      Object.fromEntries(
        within(screen.getByLabelText(`Permissions of ${name}`))
          .getAllByRole('option')
          .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
      );
    expect(roleOptions('bea New')).toEqual({
      User: false,
      'Report Viewer': false,
      Moderator: false,
      Admin: true,
      'Eventflow Staff': true,
    });
  });

  it('lets an admin give the admin role but not Eventflow Staff', () => {
    renderPage();
    const options = within(screen.getByLabelText('Permissions of bea New')).getAllByRole(
      'option',
    ) as HTMLOptionElement[];
    expect(options.filter((option) => option.disabled).map((option) => option.textContent)).toEqual([
      'Eventflow Staff',
    ]);
  });
});
