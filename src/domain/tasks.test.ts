import { describe, expect, it } from 'vitest';
import {
  canViewTask,
  checkTaskAfterUpload,
  checkTaskValues,
  completeTaskStatus,
  dueDateForTeam,
  emptyTaskStatus,
  groupTasks,
  orderComments,
  reopenTaskStatus,
  reviewTaskStatus,
  taskDisplayStatus,
  TASK_DISPLAY_STATUS_LABELS,
  taskViewerTeamTypeIds,
  teamDueDateLabel,
  teamTaskProgress,
  type TaskViewer,
} from './tasks';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("dueDateForTeam: a team's own deadline", () => {
  const task = { dueDate: '2026-07-01T08:00:00.000Z' };
  const open = { isComplete: false, isNotApplicable: false, approvalStatus: 'none' } as const;
  const LONDON = 'Europe/London';

  it("is the team's own date when organisers gave it one, else the task's", () => {
    expect(dueDateForTeam(task, undefined)).toBe(task.dueDate);
    expect(dueDateForTeam(task, {})).toBe(task.dueDate);
    expect(dueDateForTeam(task, { dueAt: '2026-07-08T16:00:00.000Z' })).toBe('2026-07-08T16:00:00.000Z');
  });

  it("marks a later date 'Extended', an earlier one 'Brought forward', the task's own nothing", () => {
    expect(teamDueDateLabel(task, undefined)).toBe('');
    expect(teamDueDateLabel(task, { dueAt: task.dueDate })).toBe('');
    expect(teamDueDateLabel(task, { dueAt: '2026-07-08T16:00:00.000Z' })).toBe('Extended');
    expect(teamDueDateLabel(task, { dueAt: '2026-06-20T16:00:00.000Z' })).toBe('Brought forward');
  });

  it("times Overdue from the team's date: the task's deadline has passed, the extended one has not", () => {
    const afterTaskDeadline = new Date('2026-07-02T12:00:00.000Z');
    expect(taskDisplayStatus(open, task, afterTaskDeadline, 3, LONDON)).toBe('overdue');
    expect(taskDisplayStatus({ ...open, dueAt: '2026-07-10T16:00:00.000Z' }, task, afterTaskDeadline, 3, LONDON)).toBe(
      'incomplete',
    );
    // Brought forward to before now: overdue though the task's own deadline is weeks away.
    const early = { dueDate: '2026-08-01T08:00:00.000Z' };
    expect(taskDisplayStatus({ ...open, dueAt: '2026-07-01T08:00:00.000Z' }, early, afterTaskDeadline, 3, LONDON)).toBe(
      'overdue',
    );
  });

  it("turns Due Soon and Overdue at the event's midnight and the team's minute, not UTC's", () => {
    // The team's deadline: 00:30 BST on 5 July (23:30 UTC on 4 July); the task's is long past.
    const extended = { ...open, dueAt: '2026-07-04T23:30:00.000Z' };
    const status = (nowIso: string) => taskDisplayStatus(extended, task, new Date(nowIso), 1, LONDON);
    expect(status('2026-07-03T22:59:00.000Z')).toBe('incomplete'); // 23:59 BST on 3 July: two London days before
    expect(status('2026-07-03T23:00:00.000Z')).toBe('dueSoon'); // 00:00 BST on 4 July: the day before
    expect(status('2026-07-04T23:30:00.000Z')).toBe('dueSoon'); // the deadline itself
    expect(status('2026-07-04T23:30:00.001Z')).toBe('overdue');
    // In UTC the same deadline falls on 4 July: the window would open an hour earlier.
    expect(taskDisplayStatus(extended, task, new Date('2026-07-03T22:59:00.000Z'), 1, 'UTC')).toBe('dueSoon');
  });
});

describe('taskDisplayStatus', () => {
  const open = { isComplete: false, isNotApplicable: false, approvalStatus: 'none' } as const;
  const LONDON = 'Europe/London';
  const status = (dueDate: string, nowAt: Date, days = 30, zone = LONDON) =>
    taskDisplayStatus(open, { dueDate }, nowAt, days, zone);

  it('is Due Soon from dueSoonDays calendar days before the deadline’s day up to the deadline itself', () => {
    // now: 12:00 GMT on 10 March; the 30th day after is 9 April.
    expect(status('2026-04-09T22:30:00.000Z', now)).toBe('dueSoon'); // 23:30 BST on 9 April
    expect(status('2026-04-09T23:30:00.000Z', now)).toBe('incomplete'); // 00:30 BST on 10 April
    expect(status(at(0), now)).toBe('dueSoon');
    expect(status(at(-1), now)).toBe('overdue');
  });

  it('counts the days in the event’s time zone, not UTC’s or the machine’s', () => {
    // 23:00 BST on 30 June; a task due 00:30 on 2 July is two days away in London, but one in UTC's count.
    const lateEvening = new Date('2026-06-30T22:00:00.000Z');
    expect(status('2026-07-01T23:30:00.000Z', lateEvening, 1)).toBe('incomplete');
    expect(status('2026-07-01T23:30:00.000Z', lateEvening, 1, 'UTC')).toBe('dueSoon');
    expect(status('2026-07-01T22:30:00.000Z', lateEvening, 1)).toBe('dueSoon'); // 23:30 on 1 July
  });

  it('puts Complete and N/A before any urgency, Complete first', () => {
    expect(
      taskDisplayStatus({ ...open, isComplete: true, isNotApplicable: true }, { dueDate: at(-DAY) }, now, 30, LONDON),
    ).toBe('complete');
    expect(taskDisplayStatus({ ...open, isNotApplicable: true }, { dueDate: at(-DAY) }, now, 30, LONDON)).toBe('n/a');
    expect(taskDisplayStatus(undefined, { dueDate: at(2 * DAY) }, now, 1, LONDON)).toBe('incomplete');
  });

  it('does not make a submission awaiting approval Overdue or Due Soon: the team waits on the organisers', () => {
    const awaiting = { ...open, approvalStatus: 'pending' } as const;
    expect(taskDisplayStatus(awaiting, { dueDate: at(-DAY) }, now, 30, LONDON)).toBe('incomplete');
    expect(taskDisplayStatus(awaiting, { dueDate: at(DAY) }, now, 30, LONDON)).toBe('incomplete');
    expect(taskDisplayStatus({ ...open, approvalStatus: 'rejected' }, { dueDate: at(-DAY) }, now, 30, LONDON)).toBe(
      'overdue',
    );
    expect(
      taskDisplayStatus(
        { ...open, approvalStatus: 'approved', isComplete: true },
        { dueDate: at(-DAY) },
        now,
        30,
        LONDON,
      ),
    ).toBe('complete');
  });

  it('with a window of 0 days is Due Soon on the deadline’s own day only', () => {
    expect(status(at(1), now, 0)).toBe('dueSoon');
    expect(status('2026-03-10T23:59:00.000Z', now, 0)).toBe('dueSoon');
    expect(status('2026-03-11T00:00:00.000Z', now, 0)).toBe('incomplete');
  });

  it('names bad dates with the spec messages', () => {
    expect(() => status('next week', now)).toThrow('Invalid target date');
    expect(() => status('', now)).toThrow('Invalid target date');
    expect(() => status(at(DAY), new Date('nope'))).toThrow('Error processing dates');
    expect(() => status(at(DAY), now, Number.NaN)).toThrow('Error processing dates');
  });

  it('has the spec labels', () => {
    expect(Object.values(TASK_DISPLAY_STATUS_LABELS)).toEqual(['Complete', 'N/A', 'Overdue', 'Due Soon', 'Incomplete']);
  });
});

describe('canViewTask', () => {
  const member: TaskViewer = { role: 'user', isOrganiserTeam: false, teamTypeId: 'tt1', standShareRole: 'none' };
  const child: TaskViewer = { ...member, standShareRole: 'child' };
  const task = { isArchived: false, teamTypeIds: [] as string[], showToChildTeams: false };

  it('shows moderators and organiser teams every task', () => {
    const hidden = { ...task, teamTypeIds: ['other'], isArchived: true };
    expect(canViewTask(hidden, { ...member, role: 'moderator' })).toBe(true);
    expect(canViewTask(hidden, { ...member, isOrganiserTeam: true })).toBe(true);
    expect(canViewTask(hidden, { ...member, role: 'reportViewer' })).toBe(false);
  });

  it('shows other teams unrestricted tasks and those listing their type', () => {
    expect(canViewTask(task, member)).toBe(true);
    expect(canViewTask({ ...task, teamTypeIds: ['tt1', 'tt2'] }, member)).toBe(true);
    expect(canViewTask({ ...task, teamTypeIds: ['tt2'] }, member)).toBe(false);
    expect(canViewTask({ ...task, teamTypeIds: ['tt2'] }, { ...member, teamTypeId: '' })).toBe(false);
    expect(canViewTask({ ...task, isArchived: true }, member)).toBe(false);
  });

  it('shows stand shares unrestricted tasks only when shown to stand shares', () => {
    expect(canViewTask(task, child)).toBe(false);
    expect(canViewTask({ ...task, showToChildTeams: true }, child)).toBe(true);
    expect(canViewTask({ ...task, teamTypeIds: ['tt1'] }, child)).toBe(true);
  });

  it('spells the readers for the rules', () => {
    expect(taskViewerTeamTypeIds([])).toEqual(['(any)']);
    expect(taskViewerTeamTypeIds(['tt1'])).toEqual(['tt1']);
  });
});

describe('approvals', () => {
  const empty = emptyTaskStatus('t1', 'team1', 't1_team1');
  const review = { note: 'Add the insurance page', reviewedBy: 'mod', reviewedAt: now.toISOString() };

  it('completes a task at once, or submits it when approval is needed', () => {
    expect(completeTaskStatus(empty, { isApprovalNeeded: false })).toMatchObject({
      isComplete: true,
      progressStatus: 'complete',
    });
    expect(completeTaskStatus(empty, { isApprovalNeeded: true })).toMatchObject({
      isComplete: false,
      progressStatus: 'submitted',
      approvalStatus: 'pending',
    });
  });

  it('keeps every decision; a rejection reopens, a later approval completes', () => {
    const rejected = reviewTaskStatus(completeTaskStatus(empty, { isApprovalNeeded: true }), {
      ...review,
      decision: 'rejected',
    });
    expect(rejected).toMatchObject({
      isComplete: false,
      progressStatus: 'inProgress',
      approvalStatus: 'rejected',
      approvalReview: 'Add the insurance page',
    });
    const approved = reviewTaskStatus(completeTaskStatus(rejected, { isApprovalNeeded: true }), {
      ...review,
      note: 'Thanks',
      decision: 'approved',
    });
    expect(approved).toMatchObject({
      isComplete: true,
      progressStatus: 'complete',
      approvalStatus: 'approved',
      approvalReview: 'Thanks',
    });
    expect(approved.approvalHistory.map((entry) => entry.decision)).toEqual(['rejected', 'approved']);
  });

  it('takes a submission back to not started', () => {
    expect(reopenTaskStatus(completeTaskStatus(empty, { isApprovalNeeded: true }))).toMatchObject({
      progressStatus: 'notStarted',
      approvalStatus: 'none',
    });
  });
});

describe('checks', () => {
  const values = { title: 'Insurance', dueDate: '2026-04-01T17:00:00.000Z', type: 'upload' };

  it('throws the spec messages', () => {
    expect(checkTaskValues(values).type).toBe('upload');
    expect(() => checkTaskValues({ ...values, dueDate: 'soon' })).toThrow('Invalid task values');
    expect(() => checkTaskAfterUpload({ ...values, id: 't1', attachments: [{ id: 'a1' }] })).toThrow(
      'Invalid tasks data after upload',
    );
  });
});

describe('lists', () => {
  const task = (id: string, dueDate: string, type: 'task' | 'form' = 'task') => ({ id, title: id, dueDate, type });

  it('groups tasks with the virtual groups Forms and Unassigned, each by due date', () => {
    const tasks = [
      task('b', '2026-05-01T00:00:00Z'),
      task('a', '2026-04-01T00:00:00Z'),
      task('f', '2026-04-01T00:00:00Z', 'form'),
      task('c', '2026-03-01T00:00:00Z'),
    ];
    const groups = groupTasks(tasks, [
      { id: 'g1', title: 'Stand', taskIds: ['b', 'a', 'gone'] },
      { id: 'g2', title: 'Empty', taskIds: [] },
    ]);
    expect(groups.map((group) => [group.title, group.tasks.map((entry) => entry.id)])).toEqual([
      ['Stand', ['a', 'b']],
      ['Forms', ['f']],
      ['Unassigned', ['c']],
    ]);
  });

  it('counts settled tasks for progress', () => {
    const statuses: Record<string, { isComplete: boolean; isNotApplicable: boolean }> = {
      a: { isComplete: true, isNotApplicable: false },
      b: { isComplete: false, isNotApplicable: true },
    };
    expect(
      teamTaskProgress(['a', 'b', 'c'], (id) =>
        statuses[id] ? { ...emptyTaskStatus(id, 't', id), ...statuses[id] } : undefined,
      ),
    ).toEqual({ done: 2, total: 3, percent: 67 });
  });

  it('orders pinned comments first, then oldest first', () => {
    const ordered = orderComments([
      { id: 1, isPinned: false, createdAt: '1' },
      { id: 2, isPinned: true, createdAt: '2' },
      { id: 3, isPinned: false, createdAt: '0' },
    ]);
    expect(ordered.map((comment) => comment.id)).toEqual([2, 3, 1]);
  });
});
