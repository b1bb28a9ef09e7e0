import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { Icon } from '../../../components/icon';
import {
  useAnnounceApprovalRequestMutation,
  useUpdateTaskStatusMutation,
  useUploadTeamTaskFileMutation,
} from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { completeTaskStatus, reopenTaskStatus, type Task, type TaskStatus } from '../../../domain/tasks';
import { errorMessage } from '../../../data/api-slice';

/**
 * What the team does for the task, by its type: Task a button to mark it complete; Form opens the
 * form (its submission completes the task); External Form opens the link; PDF form and upload take
 * a file; a disclaimer takes an acceptance; TBC has no action yet. A task needing approval is
 * submitted rather than completed.
 */
export function TaskAction({ task, status, userId }: { task: Task; status: TaskStatus; userId: string }) {
  const [saveStatus, saving] = useUpdateTaskStatusMutation();
  const [uploadFile] = useUploadTeamTaskFileMutation();
  const [announce] = useAnnounceApprovalRequestMutation();
  const [notice, setNotice] = useState<string>();
  const [file, setFile] = useState<File>();
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const doneLabel = task.isApprovalNeeded ? 'Submit for approval' : 'Mark as complete';
  const run = async (next: TaskStatus) => {
    setFailure(undefined);
    setNotice(undefined);
    try {
      await saveStatus(next).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    // Once stored, the organisers are told it waits on them; a mail that cannot go is said apart.
    if (next.approvalStatus === 'pending' && status.approvalStatus !== 'pending')
      setNotice((await announce({ taskId: task.id, teamId: status.teamId }).unwrap()) || undefined);
  };
  const complete = (extra: Partial<TaskStatus> = {}) => run(completeTaskStatus({ ...status, ...extra }, task));

  if (status.isNotApplicable)
    return <Alert variant="secondary">The organisers marked this task as not applicable to your team.</Alert>;
  const submitted = status.isComplete || status.progressStatus === 'submitted';
  if (submitted) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-success-emphasis fw-semibold">
          <Icon name="check-circle" className="me-1" />
          {status.isComplete ? 'Completed' : 'Submitted for approval'}
        </span>
        {status.approvalStatus !== 'approved' && (
          <Button
            size="sm"
            variant="link"
            disabled={saving.isLoading}
            onClick={() => void run(reopenTaskStatus(status))}
          >
            Undo
          </Button>
        )}
        {failure && (
          <Alert variant="danger" className="w-100 mb-0">
            {failure}
          </Alert>
        )}
        {notice && (
          <Alert variant="warning" className="w-100 mb-0" role="status">
            {notice}
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div className="d-flex flex-column gap-2">
      {task.type === 'task' && (
        <BusyButton busy={saving.isLoading} onClick={() => void complete()} className="align-self-start">
          <Icon name="check2-square" className="me-2" />
          {doneLabel}
        </BusyButton>
      )}
      {task.type === 'form' && task.formId && (
        <Link to={buildPath('viewForm', { formId: task.formId })} className="btn btn-primary align-self-start">
          Open the form
        </Link>
      )}
      {task.type === 'externalForm' && task.externalLink && (
        <div className="d-flex flex-wrap gap-2">
          <a href={task.externalLink} target="_blank" rel="noreferrer" className="btn btn-primary">
            <Icon name="box-arrow-up-right" className="me-2" />
            Open the external form
          </a>
          <Button variant="outline-secondary" disabled={saving.isLoading} onClick={() => void complete()}>
            {doneLabel}
          </Button>
        </div>
      )}
      {(task.type === 'pdfForm' || task.type === 'upload') && (
        <>
          <FileUpload
            label={task.type === 'pdfForm' ? 'Your completed PDF form' : 'Your file'}
            value={file}
            onChange={setFile}
            hint={uploadHint()}
          />
          <BusyButton
            busy={saving.isLoading}
            disabled={!file}
            className="align-self-start"
            onClick={async () => {
              if (!file) return;
              try {
                const stored = await uploadFile({ taskId: task.id, teamId: status.teamId, file }).unwrap();
                await complete({ files: [...status.files, stored] });
                setFile(undefined);
              } catch (error) {
                setFailure(errorMessage(error));
              }
            }}
          >
            Upload and {task.isApprovalNeeded ? 'submit' : 'complete'}
          </BusyButton>
        </>
      )}
      {task.type === 'disclaimer' && (
        <>
          {task.disclaimer && <blockquote className="task-disclaimer">{task.disclaimer}</blockquote>}
          <Form.Check
            id={`accept-${task.id}`}
            label="I have read and accept this on behalf of my team"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <BusyButton
            busy={saving.isLoading}
            disabled={!accepted}
            className="align-self-start"
            onClick={() => void complete({ acceptedBy: userId, acceptedAt: new Date().toISOString() })}
          >
            Accept
          </BusyButton>
        </>
      )}
      {task.type === 'tbc' && (
        <p className="text-body-secondary mb-0">Details to be confirmed by the organisers; nothing to do yet.</p>
      )}
      {failure && (
        <Alert variant="danger" className="mb-0">
          {failure}
        </Alert>
      )}
    </div>
  );
}
