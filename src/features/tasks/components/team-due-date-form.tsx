import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { DateTimeField } from '../../../components/date-time-field';
import { TeamDueDateBadge } from '../../../components/team-due-date-badge';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { errorMessage } from '../../../data/api-slice';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { useUpdateTeamDueDateMutation } from '../../../data/tasks/tasks-api';
import { formatDateTimeWithZone } from '../../../domain/event-time';
import { dueDateForTeam, teamDueDateLabel, type Task, type TaskStatus } from '../../../domain/tasks';

/**
 * An organiser gives one team its own deadline on the task (later or earlier than the task's),
 * moves it, or takes it away so the team has the task's deadline again.
 */
export function TeamDueDateForm({
  task,
  team,
  status,
}: {
  task: Pick<Task, 'id' | 'dueDate'>;
  team: { id: string; name: string };
  status: TaskStatus | undefined;
}) {
  const timeZone = useEventTimeZone();
  const feedback = useFeedback();
  const [save, saving] = useUpdateTeamDueDateMutation();
  const teamDue = dueDateForTeam(task, status);
  const [dueAt, setDueAt] = useState(teamDue);
  const hasOwn = status?.dueAt !== undefined;

  async function saveDueAt(next: string) {
    try {
      await save({ taskId: task.id, teamId: team.id, dueAt: next }).unwrap();
      feedback.showSuccess(
        next
          ? `${team.name} is now due ${formatDateTimeWithZone(next, timeZone)}`
          : `${team.name} is due with the task again (${formatDateTimeWithZone(task.dueDate, timeZone)})`,
      );
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (dueAt) void saveDueAt(dueAt);
  }

  return (
    <form className="mb-4" aria-label={`Due date for ${team.name}`} onSubmit={submit}>
      <p className="small mb-2">
        <span className="text-body-secondary">Due for this team:</span>{' '}
        <strong>{formatDateTimeWithZone(teamDue, timeZone)}</strong>
        <TeamDueDateBadge label={teamDueDateLabel(task, status)} />
        {!hasOwn && <span className="text-body-secondary"> (the task&apos;s due date)</span>}
      </p>
      <DateTimeField id="team-due-date" label="Own due date" className="mb-2" value={dueAt} onChange={setDueAt} />
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          size="sm"
          variant="outline-primary"
          busy={saving.isLoading}
          disabled={!dueAt || dueAt === teamDue}
        >
          {hasOwn ? 'Change due date' : 'Give own due date'}
        </BusyButton>
        {hasOwn && (
          <BusyButton size="sm" variant="outline-secondary" busy={saving.isLoading} onClick={() => void saveDueAt('')}>
            Use the task&apos;s due date
          </BusyButton>
        )}
      </div>
    </form>
  );
}
