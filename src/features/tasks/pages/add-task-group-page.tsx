import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useSaveTaskGroupMutation } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { TaskGroupForm } from '../components/task-group-form';

/** /admin/task-groups/add */
export default function AddTaskGroupPage() {
  const [save] = useSaveTaskGroupMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <AdminPage title="Add Task Group" description="Teams see their tasks listed under their groups.">
      <TaskGroupForm
        initial={{ title: '', taskIds: [] }}
        submitLabel="Add group"
        onSubmit={async (values) => {
          const group = await save({ values }).unwrap();
          feedback.showSuccess(`${group.title} was added`);
          await navigate(buildPath('manageTaskGroups'));
        }}
      />
    </AdminPage>
  );
}
