import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useSaveTaskMutation } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { emptyTaskValues, TaskForm } from '../components/task-form';

/** /admin/tasks/add */
export default function AddTaskPage() {
  const [saveTask] = useSaveTaskMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <AdminPage title="Add Task" description="Attachments are uploaded first, then the task is saved with its group links.">
      <TaskForm
        initialValues={emptyTaskValues()}
        initialGroupIds={[]}
        submitLabel="Add task"
        onSubmit={async ({ values, files, groupIds, onProgress }) => {
          const task = await saveTask({ values, files, groupIds, onProgress }).unwrap();
          feedback.showSuccess(`${task.title} was added`);
          await navigate(buildPath('editTask', { taskId: task.id }));
        }}
      />
    </AdminPage>
  );
}
