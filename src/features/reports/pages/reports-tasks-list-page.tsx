import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { TasksReport } from '../tasks/tasks-report';

/** /reports/tasks (report viewers and up). */
export default function ReportsTasksListPage() {
  const feedback = useFeedback();
  return (
    <AdminPage
      title="Task Reports"
      description="Every task with its teams counted per status: complete, N/A, overdue, due soon and incomplete."
      aside={
        <ul className="ps-3 mb-0">
          <li className="mb-2">
            Only teams a task applies to are counted: a task for some team types leaves the other teams out.
          </li>
          <li className="mb-2">The filters are in the address, so a filtered report can be bookmarked or shared.</li>
          <li>Export gives exactly the rows shown.</li>
        </ul>
      }
    >
      <TasksReport onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
