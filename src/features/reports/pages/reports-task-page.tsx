import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { TaskReport } from '../tasks/task-report';

/** /reports/tasks/{taskId} (report viewers and up). */
export default function ReportsTaskPage() {
  const { taskId = '' } = useParams();
  const feedback = useFeedback();
  return (
    <AdminPage title="Task Report" description="Each team the task applies to and its status.">
      <TaskReport taskId={taskId} onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
