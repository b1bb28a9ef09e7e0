import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/icon';
import { useTerminology } from '../../../data/settings/settings-api';
import { useTaskQuery } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { canViewTask } from '../../../domain/tasks';
import { TaskDetail } from '../components/task-detail';
import { useTasksAbility } from '../use-tasks-ability';
import '../tasks.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/** A task as a page of its own, with a way back (the task list, or the content page it sits in). */
export function TaskPage({ taskId, back }: { taskId: string; back: { to: string; label: string } }) {
  const { viewer } = useTasksAbility();
  const { data: task, error, isLoading } = useTaskQuery(taskId);
  return (
    <div className="p-3 p-md-4" style={{ maxWidth: '52rem' }}>
      <Link to={back.to} className="small d-inline-block mb-3">
        <Icon name="arrow-left" className="me-1" />
        {back.label}
      </Link>
      {/* A task hidden from the team reads as one that failed to load. */}
      <LoadingOrError
        isLoading={isLoading}
        error={error ?? (task && !canViewTask(task, viewer))}
        unavailable="This task is not available to your team."
      />
      {task && canViewTask(task, viewer) && <TaskDetail task={task} />}
    </div>
  );
}

/** /tasks/{taskId} */
export default function ViewTaskPage() {
  const { taskId = '' } = useParams();
  const terminology = useTerminology();
  return <TaskPage taskId={taskId} back={{ to: buildPath('tasks'), label: `Back to ${terminology.tasks}` }} />;
}
