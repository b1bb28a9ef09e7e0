import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamSchema } from '../../../domain/team';
import MyTeamAddMemberPage from './my-team-add-team-member-page';

const session = vi.hoisted(() => ({ uid: 'owner', role: 'user', teamId: 'team' }));
const team = teamSchema.parse({ id: 'team', name: 'Acme', ownerId: 'owner', userIds: ['owner', 'member'] });

vi.mock('../../../data/teams/teams-api', () => ({
  useTeamOfUserQuery: () => ({ data: team }),
  useCreateTeamMemberMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('../../../data/settings/settings-api', () => ({
  useSettings: () => ({ data: { teamMemberLimit: 5 }, isLoading: false }),
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess: vi.fn(), showError: vi.fn() }),
}));
vi.mock('../../../data/session/use-session', () => ({ useSessionUser: () => session }));

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyTeamAddMemberPage />
    </MemoryRouter>,
  );

describe('invite a team member', () => {
  beforeEach(() => Object.assign(session, { uid: 'owner', role: 'user' }));

  it('offers the owner the invitation form', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });

  it('refuses a member of the team', () => {
    session.uid = 'member';
    renderPage();
    expect(screen.getByText('Only the team owner can invite members.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('lets an organiser who is in the team invite too', () => {
    Object.assign(session, { uid: 'member', role: 'moderator' });
    renderPage();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });
});
