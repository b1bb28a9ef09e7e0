import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamSchema, type Team } from '../../../domain/team';
import { userSchema } from '../../../domain/user';
import ManageTeamsPage from './manage-teams-page';

const session = vi.hoisted(() => ({ role: 'admin' }));
// The owners' user records: in, or still on their way (undefined).
const usersQuery = vi.hoisted(() => ({ data: undefined as unknown }));
// The whole list (or undefined while it loads) and the first page read on its own.
const teamsQuery = vi.hoisted(() => ({ data: undefined as unknown, skips: [] as (boolean | undefined)[] }));
const cachedTeams = vi.hoisted(() => ({ data: undefined as unknown }));
const firstPageQuery = vi.hoisted(() => ({ data: undefined as unknown }));
// The count beside the first page, and the first page's owners read by id.
const countQuery = vi.hoisted(() => ({ data: undefined as unknown }));
const ownersByIdQuery = vi.hoisted(() => ({ data: undefined as unknown, askedFor: [] as unknown }));
const deleteTeam = vi.fn<(team: Team) => Promise<null>>();

const team = (id: string, name: string, extra: Partial<Team> = {}) =>
  teamSchema.parse({ id, name, ownerId: `${id}-owner`, userIds: [`${id}-owner`], ...extra });
const teams = [
  team('zulu', 'Zulu Events'),
  team('alpha', 'alpha Stands', { standShareRole: 'parent', childTeamIds: ['child-b', 'child-a'] }),
  team('child-b', 'Beta Share', { standShareRole: 'child', parentTeamId: 'alpha' }),
  team('mike', 'Mike Media'),
  team('child-a', 'Acme Share', { standShareRole: 'child', parentTeamId: 'alpha' }),
  team('orphan', 'Orphan Share', { standShareRole: 'child', parentTeamId: 'gone' }),
];
const users = teams.map((each) =>
  userSchema.parse({
    id: each.ownerId,
    firstName: `Owner of ${each.name}`,
    surname: 'X',
    email: `${each.id}@example.test`,
    permissions: 'user',
    teamId: each.id,
  }),
);

vi.mock('../../../data/teams/teams-api', () => ({
  useTeamsQuery: (_: undefined, options?: { skip?: boolean }) => {
    teamsQuery.skips.push(options?.skip);
    return teamsQuery;
  },
  useCachedTeams: () => cachedTeams.data,
  useTeamsFirstPageQuery: () => firstPageQuery,
  useTeamsCountQuery: () => countQuery,
  useDeleteTeamMutation: () => [(each: Team) => ({ unwrap: () => deleteTeam(each) })],
}));
vi.mock('../../../data/users/users-api', () => ({
  useEventUsersQuery: () => usersQuery,
  useEventUsersByIdsQuery: (ids: string[], { skip }: { skip: boolean }) => {
    if (!skip) ownersByIdQuery.askedFor = ids;
    return skip ? { data: undefined } : ownersByIdQuery;
  },
}));
vi.mock('../../../data/team-types/team-types-api', () => ({
  useTeamTypesQuery: () => ({ data: [{ id: 'type-1', name: 'Exhibitors', teamIds: ['mike'] }] }),
}));
vi.mock('../../../data/settings/settings-api', () => ({
  useSettings: () => ({ data: { teamMemberLimit: 5 }, isLoading: false }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ actions, children }: { actions: React.ReactNode; children: React.ReactNode }) => (
    <div>
      {actions}
      {children}
    </div>
  ),
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess: vi.fn(), showError: vi.fn() }),
}));
vi.mock('../../../data/session/use-session', () => ({ useSessionUser: () => ({ uid: 'me', role: session.role }) }));

const page = () => (
  <MemoryRouter>
    <ManageTeamsPage />
  </MemoryRouter>
);
/** Renders the screen; `rerender` draws it again after the mocked queries changed. */
const renderPage = () => {
  const { rerender } = render(page());
  return { rerender: () => rerender(page()) };
};

const teamNamesInOrder = () =>
  within(screen.getByRole('table', { name: 'Teams' }))
    .getAllByRole('link', { name: /^(?!Add stand share)/ })
    .map((link) => link.textContent);

describe('manage teams', () => {
  beforeEach(() => {
    session.role = 'admin';
    usersQuery.data = users;
    teamsQuery.data = teams;
    teamsQuery.skips = [];
    cachedTeams.data = undefined;
    firstPageQuery.data = undefined;
    countQuery.data = undefined;
    ownersByIdQuery.data = undefined;
    ownersByIdQuery.askedFor = [];
    deleteTeam.mockReset();
  });

  it('shows the first page with its stand shares before its owners, while the whole list loads; other sorts wait for it', async () => {
    teamsQuery.data = undefined;
    usersQuery.data = undefined;
    firstPageQuery.data = teams;
    countQuery.data = 6;
    const user = userEvent.setup();
    const { rerender } = renderPage();
    expect(teamNamesInOrder()).toEqual([
      'alpha Stands',
      'Acme Share',
      'Beta Share',
      'Mike Media',
      'Orphan Share',
      'Zulu Events',
    ]);
    expect(screen.getByText('Showing 1 to 6 of 6 items')).toBeInTheDocument();
    // The owners are asked for by id once the rows are in, and follow them.
    expect(screen.getAllByLabelText('Loading owner')).toHaveLength(6);
    expect(ownersByIdQuery.askedFor).toEqual(teams.map((each) => each.ownerId));
    ownersByIdQuery.data = users.filter((owner) => owner.id !== 'zulu-owner');
    rerender();
    expect(screen.getAllByLabelText('Loading owner')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mike Media' }).closest('tr')).toHaveTextContent('Owner of Mike Media X');
    // An owner not among the first page's shows as loading until all the users are in.
    expect(
      within(screen.getByRole('link', { name: 'Zulu Events' }).closest('tr')!).getByLabelText('Loading owner'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Members' }));
    expect(screen.getByRole('table', { name: 'Teams' })).toHaveAttribute('aria-busy', 'true');
    teamsQuery.data = teams;
    usersQuery.data = users;
    rerender();
    expect(screen.getByRole('table', { name: 'Teams' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Showing 1 to 6 of 6 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zulu Events' }).closest('tr')).toHaveTextContent('Owner of Zulu Events X');
  });

  it('waits for the first page before the whole list, unless the whole list is cached already (a list come back to)', () => {
    teamsQuery.data = undefined;
    firstPageQuery.data = teams;
    renderPage();
    expect(teamsQuery.skips[0]).toBe(true);

    cleanup();
    teamsQuery.skips = [];
    cachedTeams.data = teams;
    teamsQuery.data = teams;
    renderPage();
    expect(teamsQuery.skips[0]).toBe(false);
    expect(teamNamesInOrder()).toHaveLength(teams.length);
  });

  it("shows the teams before the users are in, then each owner's name", () => {
    usersQuery.data = undefined;
    const { rerender } = renderPage();
    expect(teamNamesInOrder()).toEqual([
      'alpha Stands',
      'Acme Share',
      'Beta Share',
      'Mike Media',
      'Orphan Share',
      'Zulu Events',
    ]);
    expect(screen.getAllByLabelText('Loading owner')).toHaveLength(6);
    usersQuery.data = users;
    rerender();
    expect(screen.queryByLabelText('Loading owner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zulu Events' }).closest('tr')).toHaveTextContent('Owner of Zulu Events X');
  });

  it('shows a team without an owner as having none while the owners load', () => {
    usersQuery.data = undefined;
    teamsQuery.data = [...teams, team('nobody', 'Nobody Ltd', { ownerId: '', userIds: [] })];
    renderPage();
    const row = screen.getByRole('link', { name: 'Nobody Ltd' }).closest('tr')!;
    expect(within(row).queryByLabelText('Loading owner')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('—');
    expect(screen.getAllByLabelText('Loading owner')).toHaveLength(6);
  });

  it('applies a sort by owner clicked before the owners are in once they arrive', async () => {
    usersQuery.data = undefined;
    const user = userEvent.setup();
    const { rerender } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Owner' }));
    expect(screen.getByRole('table', { name: 'Teams' })).toHaveAttribute('aria-busy', 'true');
    expect(teamNamesInOrder()[0]).toBe('alpha Stands');
    usersQuery.data = users;
    rerender();
    expect(screen.getByRole('table', { name: 'Teams' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toHaveAttribute('aria-sort', 'descending');
    expect(teamNamesInOrder()).toEqual([
      'Zulu Events',
      'Orphan Share',
      'Mike Media',
      'alpha Stands',
      'Beta Share',
      'Acme Share',
    ]);
  });

  it('sorts by name, lists stand shares under their parent, and keeps a child whose parent is missing', () => {
    renderPage();
    expect(teamNamesInOrder()).toEqual([
      'alpha Stands',
      'Acme Share',
      'Beta Share',
      'Mike Media',
      'Orphan Share',
      'Zulu Events',
    ]);
    const orphanRow = screen.getByRole('link', { name: 'Orphan Share' }).closest('tr')!;
    expect(orphanRow).toHaveTextContent('Stand share of Unknown Parent Team');
    expect(screen.getByRole('link', { name: 'Acme Share' }).closest('tr')).toHaveTextContent(
      'Stand share of alpha Stands',
    );
    expect(screen.getByRole('link', { name: 'Mike Media' }).closest('tr')).toHaveTextContent('Exhibitors');
  });

  it('sorts descending on a second click, children still under their parent', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /^Team$/ }));
    expect(teamNamesInOrder()).toEqual([
      'Zulu Events',
      'Orphan Share',
      'Mike Media',
      'alpha Stands',
      'Beta Share',
      'Acme Share',
    ]);
  });

  it('bulk delete refuses a team with stand shares with the message per team, and deletes the rest', async () => {
    deleteTeam.mockImplementation(async (each) => {
      if (each.id === 'alpha') throw { message: "Can't delete a team with stand shares still in it" };
      return null;
    });
    const user = userEvent.setup();
    renderPage();
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await user.click(within(rowOf('alpha Stands')).getByRole('checkbox'));
    await user.click(within(rowOf('Zulu Events')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('alpha Stands (has stand shares)');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(confirm);
    const refused = await within(dialog).findByRole('list', { name: 'Teams not deleted' }, { timeout: 3000 });
    expect(refused).toHaveTextContent("alpha Stands: Can't delete a team with stand shares still in it");
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 of 2 teams deleted; 1 could not be deleted');
    expect(deleteTeam.mock.calls.map(([each]) => each.id)).toEqual(['alpha', 'zulu']);
  });

  it('offers no selection or bulk actions to moderators', () => {
    session.role = 'moderator';
    renderPage();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
