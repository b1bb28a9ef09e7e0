import { useNavigate, useParams } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { Icon } from '../../../components/icon';
import { useListAction } from '../../../components/manage-list/use-list-action';
import { AdminPage } from '../../../components/admin-page';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  useUpdateTaskMutation,
  useUpdateTasksArchivedMutation,
  useTaskGroupsQuery,
  useTaskQuery,
} from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { TaskForm } from '../components/task-form';
import { TeamStatusesPanel } from '../components/team-statuses-panel';
import { LoadingOrError } from '../../../components/loading-or-error';
import { ActivityHistory } from '../../../components/activity-history/activity-history';

/** /admin/tasks/{taskId}: the task's form (under an edit lock) and every team's progress, approvals and thread. */
export default function EditTaskPage() {
  const { taskId = '' } = useParams();
  const { data: task, error } = useTaskQuery(taskId);
  const { data: groups } = useTaskGroupsQuery();
  const [saveTask] = useUpdateTaskMutation();
  const [setArchived, archiving] = useUpdateTasksArchivedMutation();
  const { run } = useListAction();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const lock = useEditLock({ id: taskId, type: 'task' });
  if (error || !task || !groups) {
    return (
      <div className="m-4">
        <LoadingOrError isLoading={!task || !groups} error={error} />
      </div>
    );
  }
  return (
    <AdminPage
      title={task.title}
      description={
        task.isArchived
          ? 'This task is archived: teams do not see it.'
          : 'Edit the task; below, each team’s progress and comments.'
      }
      actions={
        !task.isArchived && (
          <BusyButton
            variant="outline-secondary"
            busy={archiving.isLoading}
            disabled={!lock.canEdit}
            onClick={async () => {
              if (
                await run(
                  () => setArchived({ taskIds: [task.id], isArchived: true }).unwrap(),
                  `“${task.title}” archived`,
                )
              )
                navigate(buildPath('manageTasks'));
            }}
          >
            <Icon name="archive" className="me-2" />
            Archive
          </BusyButton>
        )
      }
    >
      <EditLockBanner lock={lock} />
      <TaskForm
        key={task.updatedAt}
        initialValues={task}
        initialGroupIds={groups.filter((group) => group.taskIds.includes(task.id)).map((group) => group.id)}
        submitLabel="Save task"
        disabled={!lock.canEdit}
        onSubmit={async ({ values, files, groupIds, onProgress }) => {
          await saveTask({ current: task, values, files, groupIds, onProgress }).unwrap();
          feedback.showSuccess('Your updates have been successfully saved');
        }}
      />
      <TeamStatusesPanel task={task} />
      <ActivityHistory key={task.id} subject={{ kind: 'task', id: task.id }} />
    </AdminPage>
  );
}
