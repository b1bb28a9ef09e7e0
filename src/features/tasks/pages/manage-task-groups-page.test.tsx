import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/roles';
import { taskGroupSchema, taskSchema, UNASSIGNED_GROUP_ID } from '../../../domain/tasks';
import ManageTaskGroupsPage from './manage-task-groups-page';

let role: Role;
const setArchived = vi.fn();
const showSuccess = vi.fn();

vi.mock('../../../data/session/use-session', () => ({
  useSessionUser: () => ({ uid: 'org', role, teamId: '', isOrganiser: true, teamTypeId: '', standShareRole: 'none' }),
}));
vi.mock('../../../data/tasks/tasks-api', () => ({
  useTaskGroupsQuery: () => ({
    data: [
      taskGroupSchema.parse({ id: 'g1', title: 'Stand build', taskIds: ['t1'] }),
      taskGroupSchema.parse({ id: 'g2', title: 'Paperwork', taskIds: [] }),
    ],
  }),
  useTasksQuery: () => ({
    data: [
      taskSchema.parse({ id: 't1', title: 'Stand plan', dueDate: '2030-01-01T10:00:00.000Z' }),
      taskSchema.parse({ id: 't2', title: 'Insurance', dueDate: '2030-01-02T10:00:00.000Z' }),
    ],
  }),
  useUpdateTaskGroupsArchivedMutation: () => [setArchived, { isLoading: false }],
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess, showError: vi.fn() }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <ManageTaskGroupsPage />
    </MemoryRouter>,
  );
const table = () => within(screen.getByRole('table', { name: 'Task groups' }));
const selectedArea = () => screen.queryByRole('region', { name: 'Actions for selected rows' });

describe('the task groups list', () => {
  beforeEach(() => {
    setArchived.mockReset().mockReturnValue({ unwrap: () => Promise.resolve() });
    showSuccess.mockReset();
  });

  it('lets an admin archive the selected stored groups, never the automatic Unassigned', async () => {
    role = 'admin';
    const user = userEvent.setup();
    renderPage();
    await user.click(table().getByLabelText(`Select row ${UNASSIGNED_GROUP_ID}`));
    // Only the automatic group is picked: there is nothing to archive.
    expect(within(selectedArea()!).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();

    await user.click(table().getByLabelText('Select row g1'));
    await user.click(table().getByLabelText('Select row g2'));
    await user.click(within(selectedArea()!).getByRole('button', { name: 'Archive' }));
    expect(setArchived).toHaveBeenCalledWith({ groupIds: ['g1', 'g2'], isArchived: true });
    expect(showSuccess).toHaveBeenCalledWith('2 groups archived and emptied');
    expect(selectedArea()).not.toBeInTheDocument();
  });

  it('offers moderators no selection, but each stored group archives from its row', async () => {
    role = 'moderator';
    const user = userEvent.setup();
    renderPage();
    expect(table().queryByRole('checkbox')).not.toBeInTheDocument();
    expect(table().queryByRole('button', { name: 'Archive Unassigned' })).not.toBeInTheDocument();
    await user.click(table().getByRole('button', { name: 'Archive Paperwork' }));
    expect(setArchived).toHaveBeenCalledWith({ groupIds: ['g2'], isArchived: true });
    expect(showSuccess).toHaveBeenCalledWith('“Paperwork” archived and emptied');
  });
});
