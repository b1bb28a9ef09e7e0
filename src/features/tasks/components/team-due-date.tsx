import { TeamDueDateBadge } from '../../../components/team-due-date-badge';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { formatDateTimeWithZone } from '../../../domain/event-time';
import { dueDateForTeam, teamDueDateLabel, type Task, type TaskStatus } from '../../../domain/tasks';

/** "Due 1 Jul 2026, 09:00 BST": the team's deadline in the event's zone, marked when it is the team's own. */
export function TeamDueDate({ task, status }: { task: Pick<Task, 'dueDate'>; status: TaskStatus | undefined }) {
  const timeZone = useEventTimeZone();
  return (
    <>
      Due {formatDateTimeWithZone(dueDateForTeam(task, status), timeZone)}
      <TeamDueDateBadge label={teamDueDateLabel(task, status)} />
    </>
  );
}
