import { Alert } from '../../../components/bootstrap/alert';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useUpdateTaskGroupMutation, useTaskGroupsQuery } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { TaskGroupForm } from '../components/task-group-form';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/task-groups/{taskGroupId} */
export default function EditTaskGroupPage() {
  const { taskGroupId = '' } = useParams();
  const { data: groups, error } = useTaskGroupsQuery();
  const [save] = useUpdateTaskGroupMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const group = groups?.find((entry) => entry.id === taskGroupId);
  if (error || !groups) {
    return (
      <div className="m-4">
        <LoadingOrError isLoading={!groups} error={error} />
      </div>
    );
  }
  if (!group)
    return (
      <Alert variant="warning" className="m-4">
        This task group does not exist.
      </Alert>
    );
  return (
    <AdminPage title={group.title} description="Choose the tasks this group lists.">
      <TaskGroupForm
        initial={group}
        submitLabel="Save group"
        onSubmit={async (values) => {
          await save({ values, current: group }).unwrap();
          feedback.showSuccess('Your updates have been successfully saved');
          await navigate(buildPath('manageTaskGroups'));
        }}
      />
    </AdminPage>
  );
}
