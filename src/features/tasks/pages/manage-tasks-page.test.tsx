import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/roles';
import { taskSchema, type Task } from '../../../domain/tasks';
import ManageTasksPage from './manage-tasks-page';

const task = (id: string, title: string, days: number, extra: Partial<Task> = {}) =>
  taskSchema.parse({
    id,
    title,
    dueDate: new Date(Date.UTC(2030, 0, days)).toISOString(),
    viewerTeamTypeIds: ['(any)'],
    ...extra,
  });

let role: Role;
let tasks: Task[];
const setArchived = vi.fn();
const showSuccess = vi.fn();
const showError = vi.fn();

vi.mock('../../../data/session/use-session', () => ({
  useSessionUser: () => ({
    uid: 'org',
    role,
    teamId: '',
    isOrganiser: true,
    teamTypeId: '',
    standShareRole: 'none',
  }),
}));
vi.mock('../../../data/tasks/tasks-api', () => ({
  useTasksQuery: () => ({ data: tasks }),
  useTaskGroupsQuery: () => ({ data: [] }),
  useUpdateTasksArchivedMutation: () => [setArchived, { isLoading: false }],
  useSendTaskChaserMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('../../../data/team-types/team-types-api', () => ({ useTeamTypesQuery: () => ({ data: [] }) }));
vi.mock('../../../data/settings/settings-api', () => ({ useTerminology: () => ({ tasks: 'Tasks' }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError }) }));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <ManageTasksPage />
    </MemoryRouter>,
  );
const table = () => within(screen.getByRole('table', { name: 'Tasks' }));

describe('the tasks list', () => {
  beforeEach(() => {
    tasks = [
      task('t1', 'Send the insurance', 1),
      task('t2', 'Book the forklift', 2),
      task('t3', 'Order the badges', 3),
      task('t4', 'Sign the terms', 4),
      task('old', 'Hire a plinth', 5, { isArchived: true }),
    ];
    setArchived.mockReset().mockReturnValue({ unwrap: () => Promise.resolve() });
    showSuccess.mockReset();
    showError.mockReset();
  });

  it('lets an admin select three tasks and archive them together', async () => {
    role = 'admin';
    const user = userEvent.setup();
    renderPage();
    for (const id of ['t1', 't2', 't4']) await user.click(table().getByLabelText(`Select row ${id}`));
    const area = within(screen.getByRole('region', { name: 'Actions for selected rows' }));
    expect(area.getByText('3 selected')).toBeInTheDocument();
    await user.click(area.getByRole('button', { name: 'Archive' }));

    expect(setArchived).toHaveBeenCalledWith({ taskIds: ['t1', 't2', 't4'], isArchived: true });
    expect(showSuccess).toHaveBeenCalledWith('3 tasks archived');
    // Done: the selection is cleared.
    expect(screen.queryByRole('region', { name: 'Actions for selected rows' })).not.toBeInTheDocument();
  });

  it('keeps the selection and says why when the archive is refused', async () => {
    role = 'admin';
    setArchived.mockReturnValue({ unwrap: () => Promise.reject(new Error('Missing or insufficient permissions.')) });
    const user = userEvent.setup();
    renderPage();
    await user.click(table().getByLabelText('Select row t3'));
    await user.click(
      within(screen.getByRole('region', { name: 'Actions for selected rows' })).getByRole('button', {
        name: 'Archive',
      }),
    );

    expect(showError).toHaveBeenCalledWith('Missing or insufficient permissions.');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(table().getByLabelText('Select row t3')).toBeChecked();
  });

  it('offers moderators no selection (the bulk action area is for admins), but each row archives alone', async () => {
    role = 'moderator';
    const user = userEvent.setup();
    renderPage();
    expect(table().getAllByRole('row')).toHaveLength(5);
    expect(table().queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(table().getByRole('button', { name: 'Archive Book the forklift' }));
    expect(setArchived).toHaveBeenCalledWith({ taskIds: ['t2'], isArchived: true });
    expect(showSuccess).toHaveBeenCalledWith('“Book the forklift” archived');
  });
});
