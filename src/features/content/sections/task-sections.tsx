import { Link } from 'react-router';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Icon, type IconName } from '../../../components/icon';
import { useSuppliersQuery, useViewableSuppliersQuery } from '../../../data/suppliers/suppliers-api';
import { useTaskGroupsQuery, useViewableTasksQuery } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import type { SectionOf } from '../../../domain/section';
import { canViewTask, sortTasksByDueDate } from '../../../domain/tasks';
import { useContentAbility } from '../use-content-ability';

// The taskList and resources sections as signed-in readers see them. Guests never get here: the
// guest page shows no task (SectionView leaves these sections out without a content id).

/** A task group's tasks that the reader's team sees, by due date, each opening within the page. */
export function TaskListSection({ data, contentId }: { data: SectionOf<'taskList'>['data']; contentId: string }) {
  const timeZone = useEventTimeZone();
  const { taskViewer: viewer } = useContentAbility();
  const { data: tasks } = useViewableTasksQuery(viewer);
  const { data: groups } = useTaskGroupsQuery();
  const group = groups?.find((entry) => entry.id === data.taskListId && !entry.isArchived);
  if (!tasks || !groups) return <p className="text-body-secondary small">Loading tasks…</p>;
  const listed = sortTasksByDueDate(
    tasks.filter((task) => group?.taskIds.includes(task.id) && canViewTask(task, viewer)),
  );
  if (listed.length === 0) return <p className="text-body-secondary small mb-0">No tasks here for your team.</p>;
  return (
    <ul className="list-group">
      {listed.map((task) => (
        <li key={task.id} className="list-group-item d-flex align-items-center gap-2">
          <Icon name="list-check" />
          <Link to={buildPath('viewContentTask', { contentId, taskId: task.id })} className="me-auto">
            {task.title}
          </Link>
          <span className="small text-body-secondary text-nowrap">Due {formatDate(task.dueDate, timeZone)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The tasks and suppliers a resources section points at, by their titles; ones the reader may not see are left out. */
export function ResourcesSection({ data, contentId }: { data: SectionOf<'resources'>['data']; contentId: string }) {
  const { user, taskViewer, seesEverySupplier } = useContentAbility();
  const { data: tasks = [] } = useViewableTasksQuery(taskViewer);
  const { data: allSuppliers = [] } = useSuppliersQuery(undefined, { skip: !seesEverySupplier });
  const { data: teamSuppliers = [] } = useViewableSuppliersQuery(user.teamTypeId, { skip: seesEverySupplier });
  const suppliers = seesEverySupplier ? allSuppliers : teamSuppliers;
  const items = data.resources.flatMap((resource): { key: string; icon: IconName; label: string; to: string }[] => {
    if (resource.type === 'task') {
      const task = tasks.find((entry) => entry.id === resource.id);
      return task
        ? [
            {
              key: `task-${task.id}`,
              icon: 'list-check',
              label: task.title,
              to: buildPath('viewContentTask', { contentId, taskId: task.id }),
            },
          ]
        : [];
    }
    const supplier = suppliers.find((entry) => entry.id === resource.id);
    return supplier
      ? [
          {
            key: `supplier-${supplier.id}`,
            icon: 'truck',
            label: supplier.company,
            to: buildPath('viewContentSupplier', { contentId, supplierId: supplier.id }),
          },
        ]
      : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="list-group">
      {items.map((item) => (
        <li key={item.key} className="list-group-item d-flex align-items-center gap-2">
          <Icon name={item.icon} />
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
