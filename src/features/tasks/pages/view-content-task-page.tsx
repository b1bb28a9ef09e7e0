import { useParams } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { TaskPage } from './view-task-page';

/** /content/{contentId}/task/{taskId}: a task opened from a content page, with the way back to that page. */
export default function ViewContentTaskPage() {
  const { contentId = '', taskId = '' } = useParams();
  return <TaskPage taskId={taskId} back={{ to: buildPath('viewContent', { contentId }), label: 'Back to the page' }} />;
}
