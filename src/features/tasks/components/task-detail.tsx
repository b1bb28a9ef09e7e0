import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { Icon } from '../../../components/icon';
import { MenuButton } from '../../../components/menu-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { useUpdateTaskStatusMutation, useTeamTaskStatusesQuery } from '../../../data/tasks/tasks-api';
import { useTeamMembersQuery, useTeamQuery } from '../../../data/teams/teams-api';
import { formatFileSize } from '../../../domain/file-size';
import { displayNameOf } from '../../../domain/auth-callables';
import { taskStatusId } from '../../../domain/paths';
import { emptyTaskStatus, TASK_TYPE_LABELS, type Task, type TaskStatus } from '../../../domain/tasks';
import { useDueSoonDays, useTasksAbility } from '../use-tasks-ability';
import { TaskAction } from './task-action';
import { ApprovalBadge, TaskStatusBadge } from './task-status-badge';
import { TaskThread } from './task-thread';
import { TeamDueDate } from './team-due-date';

/** The team's status of a task from its statuses, or a fresh one. */
export function useMyTaskStatus(task: Pick<Task, 'id'> | undefined): TaskStatus | undefined {
  const { user, hasTeam } = useTasksAbility();
  const { data: statuses } = useTeamTaskStatusesQuery(user.teamId, { skip: !hasTeam });
  if (!task || !hasTeam || !statuses) return undefined;
  const id = taskStatusId(task.id, user.teamId);
  return statuses.find((status) => status.id === id) ?? emptyTaskStatus(task.id, user.teamId, id);
}

/**
 * Who of the team works on the task. Everyone may assign or unassign themselves; the owner, who may
 * read the team's people, assigns anyone of them (teammates may not read each other's records).
 */
function Assignees({ status, userId, teamId }: { status: TaskStatus; userId: string; teamId: string }) {
  const [saveStatus, saving] = useUpdateTaskStatusMutation();
  const { data: team } = useTeamQuery(teamId);
  const isOwner = team?.ownerId === userId;
  const { data: people = [] } = useTeamMembersQuery(teamId, { skip: !isOwner });
  const assigned = status.assignedTo.includes(userId);
  const toggle = (personId: string) =>
    void saveStatus({
      ...status,
      assignedTo: status.assignedTo.includes(personId)
        ? status.assignedTo.filter((id) => id !== personId)
        : [...status.assignedTo, personId],
    });
  const names = people
    .filter((person) => status.assignedTo.includes(person.id))
    .map((person) => `${person.firstName} ${person.surname}`.trim());
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <Icon name="people" />
      <span>
        {status.assignedTo.length === 0
          ? 'Nobody is assigned'
          : names.length > 0
            ? `Assigned to ${names.join(', ')}`
            : `${status.assignedTo.length} ${status.assignedTo.length === 1 ? 'person' : 'people'} assigned${assigned ? ' (you included)' : ''}`}
      </span>
      {isOwner ? (
        <MenuButton
          label="Assign people"
          toggleClassName="btn btn-sm btn-outline-secondary py-0"
          disabled={saving.isLoading}
          closeOnSelect={false}
          menuClassName="p-2"
        >
          {people.map((person) => (
            <Form.Check
              key={person.id}
              id={`assign-${person.id}`}
              label={`${person.firstName} ${person.surname}`}
              checked={status.assignedTo.includes(person.id)}
              onChange={() => toggle(person.id)}
              className="px-4 py-1"
            />
          ))}
        </MenuButton>
      ) : (
        <Button
          size="sm"
          variant="outline-secondary"
          className="py-0"
          disabled={saving.isLoading}
          onClick={() => toggle(userId)}
        >
          {assigned ? 'Unassign me' : 'Assign to me'}
        </Button>
      )}
    </div>
  );
}

/** A task as its team sees it: details, attachments, what to do, the decision on it, assignees and the thread with the organisers. */
export function TaskDetail({ task }: { task: Task }) {
  const { user, hasTeam } = useTasksAbility();
  const dueSoonDays = useDueSoonDays();
  const status = useMyTaskStatus(task);
  return (
    <article className="task-detail d-flex flex-column gap-3">
      <div>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="badge text-bg-light border">{TASK_TYPE_LABELS[task.type]}</span>
          {hasTeam && <TaskStatusBadge task={task} status={status} now={new Date()} dueSoonDays={dueSoonDays} />}
          <ApprovalBadge status={status} />
          {task.isTimeSensitive && <span className="badge text-bg-danger">Time sensitive</span>}
        </div>
        <h1 className="h4 mb-1">{task.title}</h1>
        <div className="text-body-secondary small">
          <Icon name="calendar-event" className="me-1" />
          <TeamDueDate task={task} status={status} />
        </div>
      </div>
      {status?.approvalStatus === 'rejected' && (
        <Alert variant="danger" className="mb-0">
          <strong>Not approved.</strong> {status.approvalReview}
        </Alert>
      )}
      {status?.approvalStatus === 'approved' && status.approvalReview && (
        <Alert variant="success" className="mb-0">
          <strong>Approved.</strong> {status.approvalReview}
        </Alert>
      )}
      {task.description && <RichText html={task.description} />}
      {task.attachments.length > 0 && (
        <ul className="list-unstyled mb-0">
          {task.attachments.map((attachment) => (
            <li key={attachment.id} className="small">
              <Icon name="paperclip" className="me-1" />
              <a href={attachment.url} target="_blank" rel="noreferrer">
                {attachment.fileName}
              </a>{' '}
              <span className="text-body-secondary">{formatFileSize(attachment.fileSize)}</span>
            </li>
          ))}
        </ul>
      )}
      {hasTeam && status && (
        <>
          <section className="task-action-box p-3 rounded border bg-body-tertiary">
            <TaskAction task={task} status={status} userId={user.uid} />
          </section>
          <Assignees status={status} userId={user.uid} teamId={user.teamId} />
          <TaskThread
            taskId={task.id}
            teamId={user.teamId}
            me={{ uid: user.uid, name: displayNameOf(user.firstName, user.surname), isOrganiser: false }}
          />
        </>
      )}
    </article>
  );
}
