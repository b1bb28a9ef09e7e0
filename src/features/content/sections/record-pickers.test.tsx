import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionSchema } from '../../../domain/section';
import { SectionFields } from './section-fields';

vi.mock('../../../data/tasks/tasks-api', () => ({
  useTaskGroupsQuery: () => ({
    data: [
      { id: 'g-build', title: 'Stand build', isArchived: false },
      { id: 'g-old', title: 'Last year', isArchived: true },
      { id: 'g-arrive', title: 'Arrival', isArchived: false },
    ],
  }),
  useTasksQuery: () => ({ data: [{ id: 't-power', title: 'Order power' }] }),
}));
vi.mock('../../../data/suppliers/suppliers-api', () => ({
  useSuppliersQuery: () => ({ data: [{ id: 's-av', company: 'Bright AV' }] }),
}));

describe('the task list and resources sections in the editor', () => {
  it('picks a task list by its title (archived ones not offered) and stores its id', async () => {
    const onChange = vi.fn();
    const section = sectionSchema.parse({ id: 's1', type: 'taskList', data: { taskListId: '' } });
    render(<SectionFields section={section} onChange={onChange} errors={{}} />);
    const picker = screen.getByRole('combobox', { name: 'Task list' });
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a task list',
      'Arrival',
      'Stand build',
    ]);
    await userEvent.setup().selectOptions(picker, 'Stand build');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ data: { taskListId: 'g-build' } }));
  });

  it('picks a supplier resource by its name and stores its id and type', async () => {
    const onChange = vi.fn();
    const section = sectionSchema.parse({
      id: 's2',
      type: 'resources',
      data: { resources: [{ id: 's-av', type: 'supplier' }] },
    });
    render(<SectionFields section={section} onChange={onChange} errors={{}} />);
    expect(screen.getByRole('combobox', { name: 'Resource 1' })).toHaveDisplayValue('Bright AV');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Resource 1 type' }), 'Task');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ data: { resources: [{ id: '', type: 'task' }] } }));
  });
});
