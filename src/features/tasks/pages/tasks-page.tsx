import { useMemo, useState } from 'react';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { Link } from 'react-router';
import { Drawer } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { useTerminology } from '../../../data/settings/settings-api';
import { useTaskGroupsQuery, useTeamTaskStatusesQuery, useViewableTasksQuery } from '../../../data/tasks/tasks-api';
import { TASK_MESSAGES } from '../../../domain/messages';
import { taskStatusId } from '../../../domain/paths';
import { buildPath } from '../../../domain/routes';
import { matchesSearch } from '../../../domain/text-search';
import {
  canViewTask,
  dueDateForTeam,
  groupTasks,
  UNASSIGNED_GROUP_ID,
  VIRTUAL_GROUP_TITLES,
  TASK_DISPLAY_STATUS_LABELS,
  TASK_DISPLAY_STATUSES,
  taskDisplayStatus,
  teamTaskProgress,
  type Task,
  type TaskDisplayStatus,
  type TaskStatus,
} from '../../../domain/tasks';
import { ApprovalBadge, TaskStatusBadge } from '../components/task-status-badge';
import { TaskDetail } from '../components/task-detail';
import { TeamDueDate } from '../components/team-due-date';
import { useDueSoonDays, useTasksAbility } from '../use-tasks-ability';
import '../tasks.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/** The display status for filtering; a task with a bad date counts as incomplete (its badge shows the message). */
function displayStatusOrIncomplete(
  status: TaskStatus | undefined,
  task: Task,
  now: Date,
  dueSoonDays: number,
  timeZone: string,
): TaskDisplayStatus {
  try {
    return taskDisplayStatus(status, task, now, dueSoonDays, timeZone);
  } catch {
    return 'incomplete';
  }
}

/** /tasks: the tasks the person's team sees, grouped, with urgency, the team's progress, filters and search; a task opens in a drawer. */
export default function TasksPage() {
  const timeZone = useEventTimeZone();
  const terminology = useTerminology();
  const { user, viewer, hasTeam } = useTasksAbility();
  const dueSoonDays = useDueSoonDays();
  const { data: tasks, error, isLoading } = useViewableTasksQuery(viewer);
  const { data: groups = [] } = useTaskGroupsQuery();
  const { data: statuses = [] } = useTeamTaskStatusesQuery(user.teamId, { skip: !hasTeam });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<TaskDisplayStatus | 'all'>('all');
  const [openTaskId, setOpenTaskId] = useState<string>();
  const now = useMemo(() => new Date(), []);
  // Read for every task on each render and in every comparison of the sort: by id, not by a search.
  // Someone without a team (an organiser looking at the list) has no statuses.
  const statusesById = useMemo(() => new Map(statuses.map((status) => [status.id, status])), [statuses]);
  const statusOf = (taskId: string) => (hasTeam ? statusesById.get(taskStatusId(taskId, user.teamId)) : undefined);
  const visible = useMemo(() => (tasks ?? []).filter((task) => canViewTask(task, viewer)), [tasks, viewer]);
  const progress = teamTaskProgress(
    visible.map((task) => task.id),
    statusOf,
  );
  const filtered = visible.filter(
    (task) =>
      matchesSearch(search, task.title) &&
      (shown === 'all' || displayStatusOrIncomplete(statusOf(task.id), task, now, dueSoonDays, timeZone) === shown),
  );
  // 'Unassigned' is an organiser's word: a team's loose tasks are simply its other ones. Each task
  // comes in the order of the team's deadline, which organisers may have moved for this team.
  const listed = groupTasks(
    filtered,
    groups.filter((group) => !group.isArchived),
    { ...VIRTUAL_GROUP_TITLES, [UNASSIGNED_GROUP_ID]: `Other ${terminology.tasks.toLowerCase()}` },
    (task) => dueDateForTeam(task, statusOf(task.id)),
  );
  const openTask = visible.find((task) => task.id === openTaskId);

  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-1">{terminology.tasks}</h1>
      <p className="text-body-secondary mb-3">What the organisers need from your team, with what is due first.</p>
      {hasTeam && visible.length > 0 && (
        <Card className="shadow-sm border-0 mb-4">
          <Card.Body>
            <div className="d-flex justify-content-between small mb-1">
              <span className="fw-semibold">Your team’s progress</span>
              <span>
                {progress.done} of {progress.total} done
              </span>
            </div>
            {/* Bootstrap 5.3's markup: the named progressbar is the track, so assistive technology reads its name and value. */}
            <div
              className="progress"
              role="progressbar"
              aria-label="Team progress"
              aria-valuenow={progress.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className="progress-bar bg-success"
                style={{ width: `${progress.percent}%` }}
              >{`${progress.percent}%`}</div>
            </div>
          </Card.Body>
        </Card>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3" role="search">
        <InputGroup size="sm" className="task-filter-search">
          <InputGroup.Text>
            <Icon name="search" />
          </InputGroup.Text>
          <Form.Control
            type="text"
            placeholder={TASK_MESSAGES.searchPlaceholder}
            aria-label="Search tasks"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {search && (
            <Button variant="outline-secondary" aria-label="Clear search" onClick={() => setSearch('')}>
              <Icon name="x-lg" />
            </Button>
          )}
        </InputGroup>
        <Form.Select
          size="sm"
          aria-label="Show tasks"
          value={shown}
          onChange={(event) => setShown(event.target.value as TaskDisplayStatus | 'all')}
          style={{ maxWidth: '12rem' }}
        >
          <option value="all">All tasks</option>
          {TASK_DISPLAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TASK_DISPLAY_STATUS_LABELS[status]}
            </option>
          ))}
        </Form.Select>
      </div>
      <LoadingOrError isLoading={isLoading} error={error} />
      {!isLoading && !error && listed.length === 0 && (
        <Card className="shadow-sm border-0">
          <Card.Body className="text-center text-body-secondary py-5">
            <Icon name="check2-square" className="fs-1 d-block mx-auto mb-2" />
            {visible.length === 0 ? 'There are no tasks for your team yet.' : 'No tasks match your filters.'}
          </Card.Body>
        </Card>
      )}
      {listed.map((group) => (
        <Card key={group.id} as="section" className="shadow-sm border-0 mb-4" aria-label={group.title}>
          <Card.Header className="bg-body d-flex align-items-center">
            <h2 className="h6 mb-0 me-auto">{group.title}</h2>
            <span className="small text-body-secondary">{group.tasks.length}</span>
          </Card.Header>
          {group.tasks.map((task) => (
            <button type="button" key={task.id} className="team-task-row" onClick={() => setOpenTaskId(task.id)}>
              <span className="team-task-row-title">
                <span className="fw-semibold d-block">{task.title}</span>
                <span className="small text-body-secondary">
                  <TeamDueDate task={task} status={statusOf(task.id)} />
                </span>
              </span>
              {hasTeam && (
                <TaskStatusBadge task={task} status={statusOf(task.id)} now={now} dueSoonDays={dueSoonDays} />
              )}
              <ApprovalBadge status={statusOf(task.id)} />
              <Icon name="chevron-right" className="text-body-secondary" />
            </button>
          ))}
        </Card>
      ))}
      <Drawer
        show={openTask !== undefined}
        onHide={() => setOpenTaskId(undefined)}
        label={openTask?.title ?? ''}
        className="task-drawer"
        style={{ width: 'min(40rem, 100vw)' }}
        header={
          openTask && (
            <Link to={buildPath('viewTask', { taskId: openTask.id })} className="small">
              Open as a page
            </Link>
          )
        }
      >
        {openTask && <TaskDetail task={openTask} />}
      </Drawer>
    </div>
  );
}
