import { useMemo, useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { ListGroup } from '../../../components/bootstrap/list-group';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { TeamDueDateBadge } from '../../../components/team-due-date-badge';
import { useTeamsQuery } from '../../../data/teams/teams-api';
import {
  useReviewTaskApprovalMutation,
  useSendTaskChaserMutation,
  useTaskStatusesQuery,
  useUpdateTaskNotApplicableMutation,
} from '../../../data/tasks/tasks-api';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { displayNameOf } from '../../../domain/auth-callables';
import { taskStatusId } from '../../../domain/paths';
import { byText } from '../../../domain/text-order';
import {
  TASK_APPROVAL_LABELS,
  TASK_DISPLAY_STATUS_LABELS,
  teamDueDateLabel,
  teamIsAskedTo,
  type ApprovalDecision,
  type Task,
} from '../../../domain/tasks';
import { useDueSoonDays, useTasksAbility } from '../use-tasks-ability';
import { ApprovalBadge, TaskStatusBadge } from './task-status-badge';
import { ApprovalDecisionForm } from './approval-decision';
import { TaskThread } from './task-thread';
import { TeamDueDateForm } from './team-due-date-form';
import { errorMessage } from '../../../data/api-slice';

/**
 * The organiser's view of one task across teams: each team that sees it with its status, marking
 * it not applicable to a team (and taking that back), the team's own due date, the approval review (approve or reject with
 * a note; the history stays), and the team's thread.
 */
export function TeamStatusesPanel({ task }: { task: Task }) {
  const timeZone = useEventTimeZone();
  const { user } = useTasksAbility();
  const dueSoonDays = useDueSoonDays();
  const { data: teams = [] } = useTeamsQuery();
  const { data: statuses = [] } = useTaskStatusesQuery();
  const [review, reviewing] = useReviewTaskApprovalMutation();
  const [chase, chasing] = useSendTaskChaserMutation();
  const [markNotApplicable, marking] = useUpdateTaskNotApplicableMutation();
  const feedback = useFeedback();
  const [teamId, setTeamId] = useState<string>();
  const now = new Date();
  const teamsSeeing = teams.filter((team) => teamIsAskedTo(task, team)).sort(byText('name'));
  // Read three times for each of the event's teams: by id, not by a search of every status.
  const statusesById = useMemo(() => new Map(statuses.map((status) => [status.id, status])), [statuses]);
  const statusOf = (id: string) => statusesById.get(taskStatusId(task.id, id));
  const chosen = teamsSeeing.find((team) => team.id === teamId);
  const chosenStatus = chosen && statusOf(chosen.id);

  async function decide(decision: ApprovalDecision, note: string) {
    if (!chosen) return false;
    try {
      const result = await review({ taskId: task.id, teamId: chosen.id, decision, note }).unwrap();
      feedback.showSuccess(`${TASK_APPROVAL_LABELS[decision]}: ${chosen.name} was told by email (${result.emailed})`);
      return true;
    } catch (failure) {
      feedback.showError(errorMessage(failure));
      return false;
    }
  }

  async function setNotApplicable(isNotApplicable: boolean) {
    if (!chosen) return;
    try {
      await markNotApplicable({ taskId: task.id, teamId: chosen.id, isNotApplicable }).unwrap();
      feedback.showSuccess(
        isNotApplicable
          ? `${task.title} is ${TASK_DISPLAY_STATUS_LABELS['n/a']} for ${chosen.name}`
          : `${task.title} applies to ${chosen.name} again`,
      );
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    }
  }

  return (
    <Card className="shadow-sm mt-4">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0">Teams ({teamsSeeing.length})</h2>
        <Button
          size="sm"
          variant="outline-secondary"
          className="ms-auto"
          disabled={chasing.isLoading}
          onClick={async () => {
            const result = await chase(task.id).unwrap();
            feedback.showSuccess(`Chaser sent to ${result.teams} team(s) (${result.emailed} email(s))`);
          }}
        >
          <Icon name="send" className="me-1" />
          Chase this task
        </Button>
      </Card.Header>
      <div className="row g-0">
        <div className="col-md-5 border-end">
          <ListGroup variant="flush" aria-label="Teams of this task">
            {teamsSeeing.length === 0 && (
              <ListGroup.Item className="text-body-secondary small">No team sees this task.</ListGroup.Item>
            )}
            {teamsSeeing.map((team) => (
              <ListGroup.Item
                key={team.id}
                action
                active={team.id === teamId}
                onClick={() => setTeamId(team.id)}
                className="d-flex align-items-center gap-2"
              >
                <span className="text-break me-auto">{team.name}</span>
                <TeamDueDateBadge label={teamDueDateLabel(task, statusOf(team.id))} />
                <TaskStatusBadge task={task} status={statusOf(team.id)} now={now} dueSoonDays={dueSoonDays} />
                <ApprovalBadge status={statusOf(team.id)} />
              </ListGroup.Item>
            ))}
          </ListGroup>
        </div>
        <div className="col-md-7 p-3">
          {!chosen && (
            <p className="text-body-secondary small mb-0">
              Choose a team to see its progress, review its submission and talk with it.
            </p>
          )}
          {chosen && (
            <>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
                <h3 className="h6 mb-0 me-auto">{chosen.name}</h3>
                <BusyButton
                  size="sm"
                  variant="outline-secondary"
                  busy={marking.isLoading}
                  onClick={() => void setNotApplicable(!chosenStatus?.isNotApplicable)}
                >
                  {chosenStatus?.isNotApplicable ? 'Undo N/A' : 'Mark N/A'}
                </BusyButton>
              </div>
              <TeamDueDateForm
                key={`${chosen.id} ${chosenStatus?.dueAt ?? ''}`}
                task={task}
                team={chosen}
                status={chosenStatus}
              />
              {task.isApprovalNeeded && (
                <div className="mb-4">
                  {chosenStatus?.approvalStatus === 'pending' ? (
                    <Alert variant="info" className="py-2">
                      {chosen.name} submitted this task for approval.
                    </Alert>
                  ) : (
                    <p className="small text-body-secondary">
                      Approval:{' '}
                      {TASK_APPROVAL_LABELS[chosenStatus?.approvalStatus ?? 'none'] || 'nothing submitted yet'}
                    </p>
                  )}
                  <ApprovalDecisionForm
                    key={chosen.id}
                    noteId="approval-note"
                    busy={reviewing.isLoading}
                    onDecide={decide}
                  />
                  {(chosenStatus?.approvalHistory.length ?? 0) > 0 && (
                    <ol className="small mt-3 mb-0 ps-3" aria-label="Approval history">
                      {chosenStatus!.approvalHistory.map((entry) => (
                        <li key={entry.reviewedAt}>
                          {TASK_APPROVAL_LABELS[entry.decision]} · {formatDateTime(entry.reviewedAt, timeZone)}
                          {entry.note && <> · “{entry.note}”</>}
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
              )}
              <TaskThread
                taskId={task.id}
                teamId={chosen.id}
                me={{ uid: user.uid, name: displayNameOf(user.firstName, user.surname), isOrganiser: true }}
              />
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
