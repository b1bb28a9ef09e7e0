import { AdminPage } from '../../../components/admin-page';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateTaskMutation } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { emptyTaskValues, TaskForm } from '../components/task-form';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';

/** /admin/tasks/add */
export default function AddTaskPage() {
  const [saveTask] = useCreateTaskMutation();
  const timeZone = useEventTimeZone();
  const saveAndGo = useSaveAndGo();
  return (
    <AdminPage
      title="Add Task"
      description="Attachments are uploaded first, then the task is saved with its group links."
    >
      <TaskForm
        initialValues={emptyTaskValues(timeZone)}
        initialGroupIds={[]}
        submitLabel="Add task"
        onSubmit={saveAndGo(
          ({ values, files, groupIds, onProgress }) => saveTask({ values, files, groupIds, onProgress }).unwrap(),
          (task) => buildPath('editTask', { taskId: task.id }),
          (task) => `${task.title} was added`,
        )}
      />
    </AdminPage>
  );
}
