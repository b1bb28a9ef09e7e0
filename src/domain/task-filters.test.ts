import { describe, expect, it } from 'vitest';
import {
  hasTaskFilters,
  matchesTaskFilters,
  NO_TASK_FILTERS,
  taskFiltersFromQuery,
  taskFiltersToQuery,
  type TaskFilters,
} from './task-filters';
import { checkTaskAfterUpload, type TaskGroup } from './tasks';

const task = (id: string, extra: Record<string, unknown> = {}) =>
  checkTaskAfterUpload({
    id,
    title: `Task ${id}`,
    dueDate: '2026-05-01T12:00:00.000Z',
    viewerTeamTypeIds: ['(any)'],
    ...extra,
  });
const groups = [{ id: 'g1', title: 'Stand', taskIds: ['a'], isArchived: false }] as TaskGroup[];

describe('matchesTaskFilters', () => {
  it('lets everything through with no filter, and narrows by each kind', () => {
    const plain = task('a');
    const form = task('f', { type: 'form' });
    const loose = task('l', { isApprovalNeeded: true, teamTypeIds: ['tt1'], isTimeSensitive: true });
    const all = [plain, form, loose];
    const pass = (filters: Partial<TaskFilters>) =>
      all
        .filter((entry) => matchesTaskFilters(entry, { ...NO_TASK_FILTERS, ...filters }, groups))
        .map((entry) => entry.id);
    expect(pass({})).toEqual(['a', 'f', 'l']);
    expect(pass({ types: ['form'] })).toEqual(['f']);
    expect(pass({ groupIds: ['g1'] })).toEqual(['a']);
    expect(pass({ groupIds: ['forms'] })).toEqual(['f']);
    expect(pass({ groupIds: ['unassigned'] })).toEqual(['l']);
    expect(pass({ teamTypeIds: ['tt1'] })).toEqual(['l']);
    expect(pass({ approvalOnly: true, restrictedOnly: true, timeSensitiveOnly: true })).toEqual(['l']);
    expect(pass({ search: ' task F ' })).toEqual(['f']);
  });
});

describe('task filters in the URL query', () => {
  it('round-trips every filter, and writes nothing when none is set', () => {
    const filters: TaskFilters = {
      types: ['form', 'task'],
      groupIds: ['g1', 'forms'],
      teamTypeIds: ['tt 1'],
      timeSensitiveOnly: true,
      approvalOnly: true,
      restrictedOnly: true,
      search: 'stand plan',
    };
    const query = taskFiltersToQuery(filters);
    expect(query).toBe(
      'type=form&type=task&group=g1&group=forms&teamType=tt+1&timeSensitive=1&approval=1&restricted=1&q=stand+plan',
    );
    expect(taskFiltersFromQuery(query)).toEqual(filters);
    expect(taskFiltersToQuery(NO_TASK_FILTERS)).toBe('');
    expect(hasTaskFilters(NO_TASK_FILTERS)).toBe(false);
    expect(hasTaskFilters({ ...NO_TASK_FILTERS, search: ' x ' })).toBe(true);
  });

  it('reads a hand-written query leniently: unknown types and keys dropped, repeats once', () => {
    expect(taskFiltersFromQuery(new URLSearchParams('type=nope&type=form&type=form&page=2&approval=yes'))).toEqual({
      ...NO_TASK_FILTERS,
      types: ['form'],
    });
    expect(taskFiltersFromQuery('')).toEqual(NO_TASK_FILTERS);
  });
});
