import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBanner, FeedbackProvider } from '../../../components/feedback/feedback-context';
import { teamSchema } from '../../../domain/team';
import { formatDateTimeWithZone } from '../../../domain/event-time';
import { taskSchema, taskStatusSchema, type TaskStatus } from '../../../domain/tasks';
import type { Listener } from '../../../lib/firebase/documents';
import { TeamStatusesPanel } from './team-statuses-panel';

// The real api slice and cache; every team's statuses arrive through the live read, played here as
// Firestore's listener delivers a write (the organiser's own at once, then as stored).
const store = vi.hoisted(() => ({
  listener: undefined as Listener<TaskStatus[]> | undefined,
  statuses: [] as TaskStatus[],
  listenTaskStatuses: vi.fn(),
  updateTaskNotApplicable: vi.fn(),
  updateTeamDueDate: vi.fn(),
}));
vi.mock('../../../data/tasks/tasks-store', () => store);
vi.mock('../../../data/teams/teams-store', () => ({
  listTeams: async () => [
    teamSchema.parse({ id: 'brightside', name: 'Brightside Ltd', teamTypeId: 'exhibitors' }),
    teamSchema.parse({ id: 'acme', name: 'Acme Stands', teamTypeId: 'exhibitors' }),
    teamSchema.parse({ id: 'sponsor', name: 'Gold Sponsor', teamTypeId: 'sponsors' }),
  ],
}));
vi.mock('../use-tasks-ability', () => ({
  useTasksAbility: () => ({ user: { uid: 'mo', firstName: 'Mo', surname: 'Daniels' } }),
  useDueSoonDays: () => 7,
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
// The thread has its own data and test.
vi.mock('./task-thread', () => ({ TaskThread: () => null }));

const task = taskSchema.parse({
  id: 'plinth',
  title: 'Hire a plinth',
  dueDate: new Date(Date.now() - 24 * 60 * 60_000).toISOString(),
  teamTypeIds: ['exhibitors'],
  viewerTeamTypeIds: ['exhibitors'],
});
const status = (teamId: string, extra: Partial<TaskStatus> = {}) =>
  taskStatusSchema.parse({ id: `plinth_${teamId}`, taskId: 'plinth', teamId, ...extra });

const withFeedback = ({ children }: { children: ReactNode }) => (
  <FeedbackProvider>
    <FeedbackBanner />
    {children}
  </FeedbackProvider>
);
/** A team's row in the list of teams (its name also heads the chosen team's side). */
const teamRow = (name: string) =>
  screen.getByText(name, { selector: 'span' }).closest<HTMLElement>('.list-group-item')!;

describe("the organiser's team statuses of a task", () => {
  beforeEach(() => {
    store.statuses = [status('acme', { isComplete: true, progressStatus: 'complete' })];
    store.listenTaskStatuses.mockReset().mockImplementation((_all, listener: Listener<TaskStatus[]>) => {
      store.listener = listener;
      listener.next(store.statuses);
      return () => undefined;
    });
    store.updateTaskNotApplicable
      .mockReset()
      .mockImplementation(async ({ teamId, isNotApplicable }: { teamId: string; isNotApplicable: boolean }) => {
        const current = store.statuses.find((each) => each.teamId === teamId) ?? status(teamId);
        store.statuses = [...store.statuses.filter((each) => each !== current), { ...current, isNotApplicable }];
        act(() => store.listener!.next(store.statuses));
      });
  });

  it('marks the task N/A for one team, shows it in that team’s row, and takes it back', async () => {
    const user = userEvent.setup();
    render(<TeamStatusesPanel task={task} />, { wrapper: withFeedback });
    // Only the teams of the task's type are listed, each with its status.
    expect(await screen.findByText('Teams (2)')).toBeInTheDocument();
    expect(screen.queryByText('Gold Sponsor')).not.toBeInTheDocument();
    expect(within(teamRow('Brightside Ltd')).getByText('Overdue')).toBeInTheDocument();

    await user.click(teamRow('Brightside Ltd'));
    await user.click(screen.getByRole('button', { name: 'Mark N/A' }));
    expect(store.updateTaskNotApplicable).toHaveBeenCalledWith({
      taskId: 'plinth',
      teamId: 'brightside',
      isNotApplicable: true,
    });
    expect(await screen.findByText('Hire a plinth is N/A for Brightside Ltd')).toBeInTheDocument();
    await waitFor(() => expect(within(teamRow('Brightside Ltd')).getByText('N/A')).toBeInTheDocument());
    expect(within(teamRow('Acme Stands')).getByText('Complete')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo N/A' }));
    expect(store.updateTaskNotApplicable).toHaveBeenLastCalledWith({
      taskId: 'plinth',
      teamId: 'brightside',
      isNotApplicable: false,
    });
    expect(await screen.findByText('Hire a plinth applies to Brightside Ltd again')).toBeInTheDocument();
    await waitFor(() => expect(within(teamRow('Brightside Ltd')).getByText('Overdue')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark N/A' })).toBeInTheDocument();
  });

  it("gives one team its own due date, shows it marked Extended in that team's row, and takes it away", async () => {
    store.updateTeamDueDate
      .mockReset()
      .mockImplementation(async ({ teamId, dueAt }: { teamId: string; dueAt: string }) => {
        const current = store.statuses.find((each) => each.teamId === teamId) ?? status(teamId);
        const { dueAt: _previous, ...rest } = current;
        store.statuses = [
          ...store.statuses.filter((each) => each !== current),
          dueAt ? { ...rest, dueAt, remindersSent: [] } : { ...rest, remindersSent: [] },
        ];
        act(() => store.listener!.next(store.statuses));
      });
    const user = userEvent.setup();
    render(<TeamStatusesPanel task={task} />, { wrapper: withFeedback });
    await user.click(await screen.findByText('Brightside Ltd'));
    const form = screen.getByRole('form', { name: 'Due date for Brightside Ltd' });
    const taskDue = formatDateTimeWithZone(task.dueDate, 'Europe/London');
    expect(within(form).getByText(taskDue)).toBeInTheDocument();
    expect(within(form).getByText("(the task's due date)")).toBeInTheDocument();
    // Unchanged, there is nothing to give.
    expect(within(form).getByRole('button', { name: 'Give own due date' })).toBeDisabled();

    // 09:00 on the event's clock (London, summer time) is 08:00 UTC.
    fireEvent.change(within(form).getByLabelText('Own due date'), { target: { value: '2030-07-01T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Give own due date' }));
    expect(store.updateTeamDueDate).toHaveBeenCalledWith({
      taskId: 'plinth',
      teamId: 'brightside',
      dueAt: '2030-07-01T08:00:00.000Z',
    });
    expect(await screen.findByText('Brightside Ltd is now due 1 Jul 2030, 09:00 BST')).toBeInTheDocument();
    // The team is no longer late: its own date is years away.
    await waitFor(() => expect(within(teamRow('Brightside Ltd')).getByText('Extended')).toBeInTheDocument());
    expect(within(teamRow('Brightside Ltd')).getByText('Incomplete')).toBeInTheDocument();
    expect(within(teamRow('Acme Stands')).queryByText('Extended')).not.toBeInTheDocument();
    const extended = screen.getByRole('form', { name: 'Due date for Brightside Ltd' });
    expect(within(extended).getByText('1 Jul 2030, 09:00 BST')).toBeInTheDocument();

    await user.click(within(extended).getByRole('button', { name: "Use the task's due date" }));
    expect(store.updateTeamDueDate).toHaveBeenLastCalledWith({ taskId: 'plinth', teamId: 'brightside', dueAt: '' });
    expect(await screen.findByText(`Brightside Ltd is due with the task again (${taskDue})`)).toBeInTheDocument();
    await waitFor(() => expect(within(teamRow('Brightside Ltd')).getByText('Overdue')).toBeInTheDocument());
    expect(within(teamRow('Brightside Ltd')).queryByText('Extended')).not.toBeInTheDocument();
  });

  it('says why when an own due date is refused, and the team keeps the one it had', async () => {
    store.updateTeamDueDate
      .mockReset()
      .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const user = userEvent.setup();
    render(<TeamStatusesPanel task={task} />, { wrapper: withFeedback });
    await user.click(await screen.findByText('Brightside Ltd'));
    fireEvent.change(screen.getByLabelText('Own due date'), { target: { value: '2030-07-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Give own due date' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(within(teamRow('Brightside Ltd')).getByText('Overdue')).toBeInTheDocument();
    expect(within(teamRow('Brightside Ltd')).queryByText('Extended')).not.toBeInTheDocument();
  });

  it('says why when the change is refused, and the team’s status stays as it was', async () => {
    store.updateTaskNotApplicable.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const user = userEvent.setup();
    render(<TeamStatusesPanel task={task} />, { wrapper: withFeedback });
    await user.click(await screen.findByText('Brightside Ltd'));
    await user.click(screen.getByRole('button', { name: 'Mark N/A' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(within(teamRow('Brightside Ltd')).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark N/A' })).toBeInTheDocument();
  });
});
