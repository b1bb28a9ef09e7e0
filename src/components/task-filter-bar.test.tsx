import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_TASK_FILTERS, type TaskFilters } from '../domain/task-filters';
import type { TaskGroup } from '../domain/tasks';
import { TaskFilterBar } from './task-filter-bar';

const groups = [{ id: 'g1', title: 'Stand', taskIds: ['a'], isArchived: false }] as TaskGroup[];

function Harness({ onFilters }: { onFilters?: (filters: TaskFilters) => void }) {
  const [filters, setFilters] = useState(NO_TASK_FILTERS);
  return (
    <TaskFilterBar
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onFilters?.(next);
      }}
      groups={groups}
      teamTypes={[]}
      action={<button type="button">The action</button>}
    />
  );
}

describe('TaskFilterBar', () => {
  it("searches with 'search...', clears with its button, toggles, and shows its action", () => {
    let last = NO_TASK_FILTERS;
    render(<Harness onFilters={(filters) => (last = filters)} />);
    const search = screen.getByPlaceholderText('search...');
    fireEvent.change(search, { target: { value: 'plan' } });
    expect(last.search).toBe('plan');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Needs approval'));
    expect(last.approvalOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'The action' })).toBeTruthy();
  });
});
