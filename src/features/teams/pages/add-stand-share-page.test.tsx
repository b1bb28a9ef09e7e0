import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customFieldSchema } from '../../../domain/custom-field';
import { routeById } from '../../../domain/routes';
import { teamSchema } from '../../../domain/team';
import AddStandSharePage from './add-stand-share-page';

const session = vi.hoisted(() => ({ uid: 'owner', role: 'user' }));
const parent = teamSchema.parse({
  id: 'parent',
  name: 'Parent Stands',
  ownerId: 'owner',
  userIds: ['owner'],
  standShareRole: 'parent',
});
const field = (id: string, label: string, index: number, showToChildTeams: boolean) =>
  customFieldSchema.parse({ id, label, type: 'text', index, showField: true, showToChildTeams });
const fields = [field('hall', 'Hall', 2, true), field('vat', 'VAT number', 1, false), field('booth', 'Booth', 0, true)];

vi.mock('../../../data/teams/teams-api', () => ({
  useTeamQuery: () => ({ data: parent }),
  useCreateStandShareMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('../../../data/custom-fields/custom-fields-api', () => ({ useCustomFieldsQuery: () => ({ data: fields }) }));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={`admin: ${title}`}>{children}</main>
  ),
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess: vi.fn(), showError: vi.fn() }),
}));
vi.mock('../../../data/session/use-session', () => ({ useSessionUser: () => session }));

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: routeById('addStandShare').path, element: <AddStandSharePage /> },
          { path: routeById('myTeamAddStandShare').path, element: <AddStandSharePage /> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

describe('add stand share (one page for organisers and owners)', () => {
  beforeEach(() => Object.assign(session, { uid: 'owner', role: 'user' }));

  it('gives the owner on My team the form with only the fields shown to stand shares, in form order', () => {
    renderAt('/my-team/add-stand-share/parent');
    expect(screen.queryByRole('main', { name: /admin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Stand Share' })).toBeInTheDocument();
    expect(screen.getAllByText(/^(Booth|Hall|VAT number)/).map((label) => label.textContent)).toEqual([
      'Booth',
      'Hall',
    ]);
    expect(screen.getByRole('button', { name: 'Add stand share' })).toBeInTheDocument();
  });

  it('refuses a team member who does not own the parent team', () => {
    session.uid = 'member';
    renderAt('/my-team/add-stand-share/parent');
    expect(screen.getByText('Only the team owner can add a stand share.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stand share' })).not.toBeInTheDocument();
  });

  it('gives an organiser the form in the admin frame for any team', () => {
    Object.assign(session, { uid: 'moderator', role: 'moderator' });
    renderAt('/admin/teams/add-stand-share/parent');
    expect(screen.getByRole('main', { name: 'admin: Add Stand Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add stand share' })).toBeInTheDocument();
  });
});
