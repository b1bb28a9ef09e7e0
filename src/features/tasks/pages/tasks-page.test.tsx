// The person's browser is in New York (five hours behind London); the event is in London.
process.env.TZ = 'America/New_York';

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { taskGroupSchema, taskSchema, taskStatusSchema, type Task, type TaskStatus } from '../../../domain/tasks';
import TasksPage from './tasks-page';

const DAY = 24 * 60 * 60_000;
const dueIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const task = (id: string, title: string, days: number, extra: Partial<Task> = {}) =>
  taskSchema.parse({ id, title, dueDate: dueIn(days), viewerTeamTypeIds: ['(any)'], ...extra });
const status = (taskId: string, extra: Partial<TaskStatus> = {}) =>
  taskStatusSchema.parse({ id: `${taskId}_teamA`, taskId, teamId: 'teamA', ...extra });

const saveStatus = vi.fn();
const announce = vi.fn(() => ({ unwrap: () => Promise.resolve('') }));
let tasks: Task[];
let statuses: TaskStatus[];

const teamMember = {
  user: { uid: 'ann', teamId: 'teamA', firstName: 'Ann', surname: 'Lee' },
  viewer: { role: 'user', isOrganiserTeam: false, teamTypeId: 'typeX', standShareRole: 'none' },
  hasTeam: true,
};
let ability: typeof teamMember;
vi.mock('../use-tasks-ability', () => ({ useTasksAbility: () => ability, useDueSoonDays: () => 7 }));
vi.mock('../../../data/settings/settings-api', () => ({ useTerminology: () => ({ tasks: 'Jobs' }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../data/teams/teams-api', () => ({
  useTeamQuery: () => ({ data: { ownerId: 'bob' } }),
  useTeamMembersQuery: () => ({ data: [] }),
}));
// The thread has its own data and screen; this test is about the list, the urgency and the actions.
vi.mock('../components/task-thread', () => ({ TaskThread: () => null }));
vi.mock('../../../data/tasks/tasks-api', () => ({
  useViewableTasksQuery: () => ({ data: tasks, isLoading: false }),
  useTaskGroupsQuery: () => ({
    data: [taskGroupSchema.parse({ id: 'g1', title: 'Before the show', taskIds: ['late', 'soon'] })],
  }),
  useTeamTaskStatusesQuery: () => ({ data: statuses }),
  useUpdateTaskStatusMutation: () => [saveStatus, { isLoading: false }],
  useUploadTeamTaskFileMutation: () => [vi.fn()],
  useAnnounceApprovalRequestMutation: () => [announce],
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <TasksPage />
    </MemoryRouter>,
  );
const row = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
const openTask = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(row(title));
  return within(await screen.findByRole('dialog'));
};

describe("the team's task list", () => {
  beforeEach(() => {
    // The drawer (Offcanvas) asks for the window's breakpoint.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addListener: () => {},
      removeListener: () => {},
    }));
    saveStatus.mockReset().mockReturnValue({ unwrap: () => Promise.resolve() });
    ability = teamMember;
    tasks = [
      task('late', 'Send the insurance', -1),
      task('soon', 'Book the forklift', 3),
      task('later', 'Order the badges', 60),
      task('done', 'Sign the terms', -5),
      task('skipped', 'Hire a plinth', -5),
      task('approval', 'Upload the floor plan', 20, { isApprovalNeeded: true }),
      task('terms', 'Accept the rules', 20, { type: 'disclaimer', disclaimer: 'No open flames on the stand.' }),
      task('tbc', 'Catering', 20, { type: 'tbc' }),
      task('external', 'Register the vans', 20, {
        type: 'externalForm',
        externalLink: 'https://vans.example.test/register',
      }),
      task('survey', 'Exhibitor survey', 20, { type: 'form', formId: 'form1' }),
    ];
    statuses = [
      status('done', { isComplete: true, progressStatus: 'complete' }),
      status('skipped', { isNotApplicable: true }),
    ];
  });

  it('groups the tasks, shows each one’s urgency and the team’s progress', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Before the show',
      'Forms',
      'Other jobs',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Before the show' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Send the insurance'), expect.stringContaining('Book the forklift')]);
    expect(within(row('Send the insurance')).getByText('Overdue')).toBeInTheDocument();
    expect(within(row('Book the forklift')).getByText('Due Soon')).toBeInTheDocument();
    expect(within(row('Order the badges')).getByText('Incomplete')).toBeInTheDocument();
    expect(within(row('Sign the terms')).getByText('Complete')).toBeInTheDocument();
    expect(within(row('Hire a plinth')).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('2 of 10 done')).toBeInTheDocument();
  });

  it('shows an organiser without a team the tasks, without a team’s progress or statuses', () => {
    ability = {
      user: { uid: 'ada', teamId: '', firstName: 'Ada', surname: 'Admin' },
      viewer: { role: 'admin', isOrganiserTeam: true, teamTypeId: '', standShareRole: 'none' },
      hasTeam: false,
    };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(row('Send the insurance')).toBeInTheDocument();
    expect(row('Sign the terms')).toBeInTheDocument();
    expect(screen.queryByText('Your team’s progress')).not.toBeInTheDocument();
  });

  it("lists a group's tasks by the team's own deadline where the organisers moved it", () => {
    statuses = [status('soon', { dueAt: dueIn(-2) })];
    renderPage();
    expect(
      within(screen.getByRole('region', { name: 'Before the show' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Book the forklift'), expect.stringContaining('Send the insurance')]);
  });

  it('filters by urgency and by search', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show tasks' }), 'overdue');
    expect(screen.getAllByRole('button', { name: /Due|Overdue/ }).map((button) => button.textContent)).toEqual([
      expect.stringContaining('Send the insurance'),
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show tasks' }), 'all');
    await user.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'nothing like it');
    expect(screen.getByText('No tasks match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(row('Catering')).toBeInTheDocument();
  });

  it('completes a task, or submits it when it needs approval, and then tells the organisers', async () => {
    saveStatus.mockReturnValue({ unwrap: () => Promise.resolve() });
    const user = userEvent.setup();
    renderPage();
    await user.click((await openTask(user, 'Order the badges')).getByRole('button', { name: 'Mark as complete' }));
    expect(saveStatus).toHaveBeenLastCalledWith(
      expect.objectContaining({ taskId: 'later', teamId: 'teamA', isComplete: true, progressStatus: 'complete' }),
    );
    await user.keyboard('{Escape}');
    await user.click(
      (await openTask(user, 'Upload the floor plan')).getByRole('button', { name: 'Submit for approval' }),
    );
    expect(saveStatus).toHaveBeenLastCalledWith(
      expect.objectContaining({
        taskId: 'approval',
        isComplete: false,
        progressStatus: 'submitted',
        approvalStatus: 'pending',
      }),
    );
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith({ taskId: 'approval', teamId: 'teamA' });
  });

  it('takes an acceptance for a disclaimer, by whom', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openTask(user, 'Accept the rules');
    expect(drawer.getByText('No open flames on the stand.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.click(drawer.getByRole('checkbox', { name: 'I have read and accept this on behalf of my team' }));
    await user.click(drawer.getByRole('button', { name: 'Accept' }));
    expect(saveStatus).toHaveBeenLastCalledWith(
      expect.objectContaining({ taskId: 'terms', isComplete: true, acceptedBy: 'ann', acceptedAt: expect.any(String) }),
    );
  });

  it('opens the form or the external link, and offers nothing for TBC', async () => {
    const user = userEvent.setup();
    renderPage();
    expect((await openTask(user, 'Exhibitor survey')).getByRole('link', { name: 'Open the form' })).toHaveAttribute(
      'href',
      '/forms/form1',
    );
    await user.keyboard('{Escape}');
    const external = await openTask(user, 'Register the vans');
    expect(external.getByRole('link', { name: 'Open the external form' })).toHaveAttribute(
      'href',
      'https://vans.example.test/register',
    );
    await user.keyboard('{Escape}');
    const tbc = await openTask(user, 'Catering');
    expect(tbc.getByText('Details to be confirmed by the organisers; nothing to do yet.')).toBeInTheDocument();
    expect(tbc.queryByRole('button', { name: /complete|Accept|Upload/ })).not.toBeInTheDocument();
    expect(saveStatus).not.toHaveBeenCalled();
  });

  it('shows due times on the event’s clock with its zone named, 00:30 and 23:30 on their own day', () => {
    tasks = [
      task('early', 'Hand in the stand plan', 0, { dueDate: '2026-06-30T23:30:00.000Z' }),
      task('late', 'Book the forklift', 0, { dueDate: '2026-07-01T22:30:00.000Z' }),
      task('winter', 'Renew the licence', 0, { dueDate: '2026-12-01T09:00:00.000Z' }),
    ];
    renderPage();
    expect(within(row('Hand in the stand plan')).getByText('Due 1 Jul 2026, 00:30 BST')).toBeInTheDocument();
    expect(within(row('Book the forklift')).getByText('Due 1 Jul 2026, 23:30 BST')).toBeInTheDocument();
    expect(within(row('Renew the licence')).getByText('Due 1 Dec 2026, 09:00 GMT')).toBeInTheDocument();
  });
});
