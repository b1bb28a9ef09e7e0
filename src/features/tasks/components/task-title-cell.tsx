import { Badge } from '../../../components/bootstrap/badge';
import { formatDateTimeWithZone } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Link } from 'react-router';
import { TASK_MESSAGES, teamTypeRestrictionHint } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { TASK_TYPE_LABELS, type Task } from '../../../domain/tasks';

/** A task's title in the admin lists: its edit link, type, and the 'Restricted' label with its hint. */
export function TaskTitleCell({ task }: { task: Task }) {
  const timeZone = useEventTimeZone();
  const restricted = task.teamTypeIds.length > 0;
  return (
    <div className="min-w-0">
      <Link to={buildPath('editTask', { taskId: task.id })} className="fw-semibold text-break">
        {task.title}
      </Link>
      <div className="d-flex flex-wrap gap-1 mt-1 small">
        <Badge bg="light" text="dark" className="border">
          {TASK_TYPE_LABELS[task.type]}
        </Badge>
        {task.isApprovalNeeded && (
          <Badge bg="light" text="dark" className="border">
            Approval needed
          </Badge>
        )}
        {task.isTimeSensitive && (
          <Badge bg="light" text="danger" className="border">
            Time sensitive
          </Badge>
        )}
        {restricted && (
          <>
            <Badge bg="secondary">{TASK_MESSAGES.restricted}</Badge>
            <span className="text-body-secondary">{teamTypeRestrictionHint(task.teamTypeIds.length)}</span>
          </>
        )}
      </div>
      <div className="small text-body-secondary d-md-none mt-1">
        Due {formatDateTimeWithZone(task.dueDate, timeZone)}
      </div>
    </div>
  );
}
