import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyTaskValues, TaskForm } from './task-form';

vi.mock('../../../data/team-types/team-types-api', () => ({ useTeamTypesQuery: () => ({ data: [] }) }));
vi.mock('../../../data/tasks/tasks-api', () => ({ useTaskGroupsQuery: () => ({ data: [] }) }));
vi.mock('../../../data/forms/forms-api', () => ({ useFormsQuery: () => ({ data: [] }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

describe('the task form', () => {
  it('marks an empty title at the field, not only in a banner, and saves nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TaskForm
          initialValues={emptyTaskValues('Europe/London')}
          initialGroupIds={[]}
          submitLabel="Add task"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveClass('is-invalid');
    expect(title).toHaveFocus();
    expect(document.querySelector('.alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(title, 'Send the stand plan');
    expect(title).not.toHaveAccessibleDescription();
  });
});
