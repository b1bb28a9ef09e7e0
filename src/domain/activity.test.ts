import { describe, expect, it } from 'vitest';
import {
  activityEntry,
  byNewestActivity,
  taskChangeSummary,
  taskStatusVerb,
  teamChange,
  teamDueDateSummary,
} from './activity';
import { emptyTaskStatus, taskSchema } from './tasks';

const at = '2030-03-01T09:30:00.000Z';
const actor = { actorId: 'uid-1', actorName: ' Ada Admin ', at };
const task = taskSchema.parse({ id: 't1', title: 'Send the plan', dueDate: '2030-04-01T12:00:00.000Z' });
const team = { name: 'Brightside', isOrganiser: false, teamTypeId: 'typeA', customFields: { stand: 'A1' } };

describe('activityEntry', () => {
  it('names the entity by its kind, one entry per stamped change ({entityId}@{at})', () => {
    expect(
      activityEntry({ ...actor, subject: { kind: 'taskStatus', taskId: 't1', teamId: 'teamA' }, verb: 'completed' }),
    ).toEqual({
      id: `t1_teamA@${at}`,
      at,
      actorId: 'uid-1',
      actorName: 'Ada Admin',
      entityKind: 'taskStatus',
      entityId: 't1_teamA',
      taskId: 't1',
      teamId: 'teamA',
      verb: 'completed',
      summary: '-',
    });
    expect(
      activityEntry({ ...actor, subject: { kind: 'team', teamId: 'teamA' }, verb: 'renamed', summary: ' x ' }),
    ).toMatchObject({
      id: `teamA@${at}`,
      entityId: 'teamA',
      taskId: '',
      teamId: 'teamA',
      summary: 'x',
    });
    expect(activityEntry({ ...actor, subject: { kind: 'task', taskId: 't1' }, verb: 'archived' })).toMatchObject({
      entityId: 't1',
      taskId: 't1',
      teamId: '',
    });
  });

  it('orders newest first, the same time by id', () => {
    const entry = (id: string, when: string) =>
      activityEntry({ ...actor, at: when, subject: { kind: 'task', taskId: id }, verb: 'changed' });
    const sorted = [entry('a', at), entry('b', '2030-03-02T00:00:00.000Z'), entry('c', at)].sort(byNewestActivity);
    expect(sorted.map((each) => each.taskId)).toEqual(['b', 'c', 'a']);
  });
});

describe('taskChangeSummary', () => {
  it('lists the changed fields, the title with its old and new text', () => {
    const edited = {
      ...task,
      title: 'Send the final plan',
      dueDate: '2030-04-02T12:00:00.000Z',
      isApprovalNeeded: true,
    };
    expect(taskChangeSummary(task, edited)).toBe(
      "Title: 'Send the plan' → 'Send the final plan', Due date, Approval needed",
    );
  });
  it('is empty when the save changed nothing (stamps and archiving are not fields of the form)', () => {
    expect(taskChangeSummary(task, { ...task, updatedAt: at, isArchived: true })).toBe('');
  });
});

describe('teamChange', () => {
  it('is a rename when only the name changed', () => {
    expect(teamChange(team, { ...team, name: 'Brightside Robotics' })).toEqual({
      verb: 'renamed',
      summary: "'Brightside' → 'Brightside Robotics'",
    });
  });
  it('is a change listing the fields otherwise, and nothing when nothing changed', () => {
    expect(teamChange(team, { ...team, name: 'B2', teamTypeId: 'typeB', customFields: { stand: 'B4' } })).toEqual({
      verb: 'changed',
      summary: "Name: 'Brightside' → 'B2', Team type, Custom fields",
    });
    expect(teamChange(team, { ...team })).toBeNull();
  });
});

describe('taskStatusVerb', () => {
  const empty = emptyTaskStatus('t1', 'teamA', 't1_teamA');
  it('reads N/A, decisions, submissions, completions and taking them back', () => {
    expect(taskStatusVerb(empty, { ...empty, isNotApplicable: true })).toBe('markedNotApplicable');
    expect(taskStatusVerb({ ...empty, isNotApplicable: true }, empty)).toBe('clearedNotApplicable');
    expect(taskStatusVerb(undefined, { ...empty, approvalStatus: 'pending', progressStatus: 'submitted' })).toBe(
      'submitted',
    );
    const pending = { ...empty, approvalStatus: 'pending', progressStatus: 'submitted' } as const;
    expect(taskStatusVerb(pending, { ...pending, approvalStatus: 'approved', isComplete: true })).toBe('approved');
    expect(taskStatusVerb(pending, { ...pending, approvalStatus: 'rejected', progressStatus: 'inProgress' })).toBe(
      'rejected',
    );
    expect(taskStatusVerb(empty, { ...empty, isComplete: true, progressStatus: 'complete' })).toBe('completed');
    expect(taskStatusVerb({ ...empty, isComplete: true, progressStatus: 'complete' }, empty)).toBe('reopened');
  });
  it('records nothing for assignees, files or comments', () => {
    expect(taskStatusVerb(empty, { ...empty })).toBeNull();
  });
});

describe('teamDueDateSummary', () => {
  const july = '2026-07-01T08:00:00.000Z';
  it('tells a date given, moved or removed, and nothing when it stayed', () => {
    expect(teamDueDateSummary(undefined, july)).toBe('Own due date given');
    expect(teamDueDateSummary('2026-06-01T08:00:00.000Z', july)).toBe('Own due date moved');
    expect(teamDueDateSummary(july, '')).toBe("Own due date removed: the task's date applies");
    expect(teamDueDateSummary(july, july)).toBe('');
    expect(teamDueDateSummary(undefined, '')).toBe('');
  });
});
