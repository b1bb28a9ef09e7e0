import { AdminPage } from '../../../components/admin-page';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateTaskGroupMutation } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { TaskGroupForm } from '../components/task-group-form';

/** /admin/task-groups/add */
export default function AddTaskGroupPage() {
  const [save] = useCreateTaskGroupMutation();
  const saveAndGo = useSaveAndGo();
  return (
    <AdminPage title="Add Task Group" description="Teams see their tasks listed under their groups.">
      <TaskGroupForm
        initial={{ title: '', taskIds: [] }}
        submitLabel="Add group"
        onSubmit={saveAndGo(
          (values) => save({ values }).unwrap(),
          buildPath('manageTaskGroups'),
          (group) => `${group.title} was added`,
        )}
      />
    </AdminPage>
  );
}
