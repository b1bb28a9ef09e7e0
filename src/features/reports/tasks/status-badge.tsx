import { Badge } from '../../../components/bootstrap/badge';
import {
  TASK_DISPLAY_STATUS_LABELS,
  TASK_DISPLAY_STATUS_VARIANTS,
  type TaskDisplayStatus,
} from '../../../domain/tasks';

/** A team's status of a task, in the colours the task screens use. */
export function ReportStatusBadge({ status }: { status: TaskDisplayStatus }) {
  const variant = TASK_DISPLAY_STATUS_VARIANTS[status];
  return (
    <Badge
      bg={variant}
      text={variant === 'light' || variant === 'warning' ? 'dark' : undefined}
      className={variant === 'light' ? 'border' : undefined}
    >
      {TASK_DISPLAY_STATUS_LABELS[status]}
    </Badge>
  );
}
