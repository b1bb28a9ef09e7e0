import { Link } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { TASK_DISPLAY_STATUS_LABELS } from '../../../domain/tasks';
import { TIMELINE_KIND_LABELS, type TimelineEntry } from '../../../domain/time-table';

/** What an entry says to a screen reader and in its tooltip: kind, time, title and a task's status. */
export function entryDescription(entry: TimelineEntry): string {
  const time = entry.time;
  const status = entry.taskStatus ? ` (${TASK_DISPLAY_STATUS_LABELS[entry.taskStatus]})` : '';
  const ownDueDate = entry.dueDateLabel ? ` · ${entry.dueDateLabel}` : '';
  return `${TIMELINE_KIND_LABELS[entry.kind]}${time ? ` ${time}` : ''}: ${entry.title}${ownDueDate}${status}`;
}

/** One entry on the calendar: coloured by kind (tasks by their status); a task links to it. */
export function TimelineEntryLink({ entry }: { entry: TimelineEntry }) {
  const className = `time-table-entry kind-${entry.kind}${entry.taskStatus ? ` status-${entry.taskStatus}` : ''}`;
  const time = entry.time;
  const body = (
    <>
      {time && <span className="text-body-secondary me-1">{time}</span>}
      {entry.title}
      {entry.dueDateLabel && <span className="fst-italic"> · {entry.dueDateLabel}</span>}
      {entry.taskStatus && <span className="visually-hidden"> ({TASK_DISPLAY_STATUS_LABELS[entry.taskStatus]})</span>}
    </>
  );
  if (entry.kind === 'task' && entry.refId) {
    return (
      <Link to={buildPath('viewTask', { taskId: entry.refId })} className={className} title={entryDescription(entry)}>
        {body}
      </Link>
    );
  }
  return (
    <span className={className} title={entryDescription(entry)}>
      {body}
    </span>
  );
}
