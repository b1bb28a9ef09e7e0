import { Badge } from '../../../components/bootstrap/badge';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import {
  TASK_APPROVAL_LABELS,
  TASK_DISPLAY_STATUS_LABELS,
  TASK_DISPLAY_STATUS_VARIANTS,
  taskDisplayStatus,
  type Task,
  type TaskStatus,
} from '../../../domain/tasks';

/** A team's display status of a task as a coloured badge; a bad date shows its message instead. */
export function TaskStatusBadge({
  task,
  status,
  now,
  dueSoonDays,
}: {
  task: Pick<Task, 'dueDate'>;
  status: TaskStatus | undefined;
  now: Date;
  dueSoonDays: number;
}) {
  const timeZone = useEventTimeZone();
  let display;
  try {
    display = taskDisplayStatus(status, task, now, dueSoonDays, timeZone);
  } catch (error) {
    return <Badge bg="danger">{(error as Error).message}</Badge>;
  }
  const variant = TASK_DISPLAY_STATUS_VARIANTS[display];
  return (
    <Badge
      bg={variant}
      text={variant === 'warning' || variant === 'light' ? 'dark' : undefined}
      className={variant === 'light' ? 'border' : undefined}
    >
      {TASK_DISPLAY_STATUS_LABELS[display]}
    </Badge>
  );
}

/** The approval state of a team's submission ('' when there is none). */
export function ApprovalBadge({ status }: { status: TaskStatus | undefined }) {
  const approval = status?.approvalStatus ?? 'none';
  if (approval === 'none') return null;
  const variant = approval === 'approved' ? 'success' : approval === 'rejected' ? 'danger' : 'info';
  return (
    <Badge bg={variant} text={variant === 'info' ? 'dark' : undefined} className="ms-1">
      {TASK_APPROVAL_LABELS[approval]}
    </Badge>
  );
}
