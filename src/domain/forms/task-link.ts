import { completeTaskStatus, emptyTaskStatus, reopenTaskStatus, type Task, type TaskStatus } from '../tasks';
import { taskStatusId } from '../paths';
import { isSentSubmission, type Submission } from './submission';

// A submission tied to a task moves that team's status of it (spec 001 §4): a sent submission
// completes the task (or submits it for approval), a saved draft marks it in progress, and deleting
// a sent submission sets isComplete back to false.

export function taskStatusAfterSubmission(
  current: TaskStatus | undefined,
  task: Pick<Task, 'id' | 'isApprovalNeeded'>,
  teamId: string,
  submission: Pick<Submission, 'isDraft'>,
): TaskStatus {
  const status = current ?? emptyTaskStatus(task.id, teamId, taskStatusId(task.id, teamId));
  if (isSentSubmission(submission)) return completeTaskStatus(status, task);
  // A draft never takes back a completion: it only shows work has started.
  return status.progressStatus === 'notStarted' ? { ...status, progressStatus: 'inProgress' } : status;
}

export function taskStatusAfterDeletion(current: TaskStatus): TaskStatus {
  return reopenTaskStatus(current);
}
