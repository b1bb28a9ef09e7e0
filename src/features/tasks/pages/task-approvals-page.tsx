import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { Card } from '../../../components/bootstrap/card';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState } from '../../../components/list-table';
import { LoadingOrError } from '../../../components/loading-or-error';
import { errorMessage } from '../../../data/api-slice';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { usePendingApprovalsQuery, useReviewTaskApprovalMutation, useTasksQuery } from '../../../data/tasks/tasks-api';
import { useTeamsQuery } from '../../../data/teams/teams-api';
import { formatDateTime } from '../../../domain/event-time';
import { buildPath } from '../../../domain/routes';
import { TASK_APPROVAL_LABELS, type ApprovalDecision, type TaskStatus } from '../../../domain/tasks';
import { ApprovalDecisionForm } from '../components/approval-decision';

/** What waits longest comes first: by when the team submitted it. */
const oldestFirst = (a: TaskStatus, b: TaskStatus) => a.updatedAt.localeCompare(b.updatedAt);

function ApprovalRequest({ status, taskTitle, teamName }: { status: TaskStatus; taskTitle: string; teamName: string }) {
  const timeZone = useEventTimeZone();
  const feedback = useFeedback();
  const [review, reviewing] = useReviewTaskApprovalMutation();

  async function decide(decision: ApprovalDecision, note: string) {
    try {
      const result = await review({ taskId: status.taskId, teamId: status.teamId, decision, note }).unwrap();
      feedback.showSuccess(`${TASK_APPROVAL_LABELS[decision]}: ${teamName} was told by email (${result.emailed})`);
      return true;
    } catch (failure) {
      feedback.showError(errorMessage(failure));
      return false;
    }
  }

  return (
    <Card as="li" className="shadow-sm" aria-label={`${taskTitle} for ${teamName}`}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <h2 className="h6 mb-0 me-auto">
            <Link to={buildPath('editTask', { taskId: status.taskId })}>{taskTitle}</Link>
            <span className="text-body-secondary fw-normal"> · {teamName}</span>
          </h2>
          <span className="small text-body-secondary">Submitted {formatDateTime(status.updatedAt, timeZone)}</span>
        </div>
        {status.files.length > 0 && (
          <ul className="list-unstyled small mb-0" aria-label="Files handed in">
            {status.files.map((file) => (
              <li key={file.id}>
                <Icon name="paperclip" className="me-1" />
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
        <ApprovalDecisionForm noteId={`approval-note-${status.id}`} busy={reviewing.isLoading} onDecide={decide} />
      </Card.Body>
    </Card>
  );
}

/**
 * /admin/tasks/approvals: every team's submission waiting on the organisers, oldest first, live,
 * approved or rejected in place with a note (the team is mailed the decision, as from the task).
 */
export default function TaskApprovalsPage() {
  const { data: pending, error, isLoading } = usePendingApprovalsQuery();
  const { data: tasks = [] } = useTasksQuery();
  const { data: teams = [] } = useTeamsQuery();
  const titleOf = new Map(tasks.map((task) => [task.id, task.title]));
  const nameOf = new Map(teams.map((team) => [team.id, team.name]));
  const waiting = [...(pending ?? [])].filter((status) => titleOf.has(status.taskId)).sort(oldestFirst);
  return (
    <AdminPage
      title="Approvals"
      description="Tasks teams have submitted for approval, the longest waiting first. The team is emailed your decision."
    >
      <LoadingOrError isLoading={isLoading} error={error} />
      {pending && waiting.length === 0 && <ListEmptyState icon="check-circle" title="Nothing waits for approval" />}
      <ol className="list-unstyled d-flex flex-column gap-3" aria-label="Submissions waiting for approval">
        {waiting.map((status) => (
          <ApprovalRequest
            key={status.id}
            status={status}
            taskTitle={titleOf.get(status.taskId) ?? ''}
            teamName={nameOf.get(status.teamId) ?? ''}
          />
        ))}
      </ol>
    </AdminPage>
  );
}
