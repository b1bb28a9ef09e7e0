import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkTaskAfterUpload, type TaskGroup } from '../../../domain/tasks';
import { matchesTaskFilters, NO_TASK_FILTERS, TaskFilterBar, type TaskFilters } from './task-filter-bar';

const task = (id: string, extra: Record<string, unknown> = {}) =>
  checkTaskAfterUpload({ id, title: `Task ${id}`, dueDate: '2026-05-01T12:00:00.000Z', viewerTeamTypeIds: ['(any)'], ...extra });
const groups = [{ id: 'g1', title: 'Stand', taskIds: ['a'], isArchived: false }] as TaskGroup[];

describe('matchesTaskFilters', () => {
  it('lets everything through with no filter, and narrows by each kind', () => {
    const plain = task('a');
    const form = task('f', { type: 'form' });
    const loose = task('l', { isApprovalNeeded: true, teamTypeIds: ['tt1'], isTimeSensitive: true });
    const all = [plain, form, loose];
    const pass = (filters: Partial<TaskFilters>) => all.filter((entry) => matchesTaskFilters(entry, { ...NO_TASK_FILTERS, ...filters }, groups)).map((entry) => entry.id);
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

function Harness() {
  const [filters, setFilters] = useState(NO_TASK_FILTERS);
  return <TaskFilterBar filters={filters} onChange={setFilters} groups={groups} teamTypes={[]} onGenerateReport={async () => undefined} />;
}

describe('TaskFilterBar', () => {
  it("searches with 'search...', clears with its button, and explains Generate Report", () => {
    render(<Harness />);
    const search = screen.getByPlaceholderText('search...');
    fireEvent.change(search, { target: { value: 'plan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(screen.getByRole('button', { name: /Generate Report/ }).getAttribute('title')).toBe('Generate a report based on your filter settings');
  });
});
