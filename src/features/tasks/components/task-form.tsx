import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { FormActions } from '../../../components/form-actions';
import { Icon } from '../../../components/icon';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { TeamTypeChecklist } from '../../../components/team-type-checklist';
import { useFormsQuery } from '../../../data/forms/forms-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useTaskGroupsQuery } from '../../../data/tasks/tasks-api';
import { TASK_TYPES } from '../../../domain/constants';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { TASK_TYPE_LABELS, taskValuesSchema, type TaskType, type TaskValues } from '../../../domain/tasks';
import { RequiredMark } from '../../../components/required-mark';

export interface TaskFormSubmit {
  values: TaskValues;
  files: File[];
  groupIds: string[];
  onProgress: (percent: number) => void;
}

/** An ISO date-time as the value of a datetime-local input (the browser's own time zone). */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function emptyTaskValues(): TaskValues {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
  inTwoWeeks.setHours(17, 0, 0, 0);
  // The schema's defaults for everything else; the title stays empty for the organiser to fill in.
  return { ...taskValuesSchema.parse({ title: 'New task', dueDate: inTwoWeeks.toISOString() }), title: '' };
}

export interface TaskFormProps {
  initialValues: TaskValues;
  initialGroupIds: string[];
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (submit: TaskFormSubmit) => Promise<unknown>;
}

/** The add and edit form of a task: what it asks, when it is due, its type's details, attachments, groups and who sees it. */
export function TaskForm({ initialValues, initialGroupIds, submitLabel, disabled = false, onSubmit }: TaskFormProps) {
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const { data: groups = [] } = useTaskGroupsQuery();
  const { data: forms = [] } = useFormsQuery();
  const [values, setValues] = useState(initialValues);
  const [groupIds, setGroupIds] = useState(initialGroupIds);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof TaskValues>(key: K, value: TaskValues[K]) => setValues((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) return setFailure('Enter a title.');
    if (!values.dueDate) return setFailure('Choose a due date.');
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit({ values, files, groupIds, onProgress: setProgress });
    } catch (error) {
      setFailure((error as { message?: string }).message);
      setBusy(false);
      setProgress(undefined);
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <fieldset disabled={disabled}>
        <Row className="g-4">
          <Col lg={7}>
            <Card className="shadow-sm">
              <Card.Body>
                <Form.Group className="mb-3" controlId="task-title">
                  <Form.Label>Title<RequiredMark /></Form.Label>
                  <Form.Control value={values.title} onChange={(event) => set('title', event.target.value)} required />
                </Form.Group>
                <Row className="g-3 mb-3">
                  <Col sm={6}>
                    <Form.Group controlId="task-due-date">
                      <Form.Label>Due date<RequiredMark /></Form.Label>
                      <Form.Control type="datetime-local" value={toLocalInput(values.dueDate)} onChange={(event) => set('dueDate', fromLocalInput(event.target.value))} required />
                    </Form.Group>
                  </Col>
                  <Col sm={6}>
                    <Form.Group controlId="task-type">
                      <Form.Label>Type</Form.Label>
                      <Form.Select value={values.type} onChange={(event) => set('type', event.target.value as TaskType)}>
                        {TASK_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {TASK_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  </Col>
                </Row>
                {values.type === 'form' && (
                  <Form.Group className="mb-3" controlId="task-form-id">
                    <Form.Label>Form</Form.Label>
                    <Form.Select value={values.formId} onChange={(event) => set('formId', event.target.value)}>
                      <option value="">Choose a form…</option>
                      {forms.map((form) => (
                        <option key={form.id} value={form.id}>
                          {form.title}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Text>The task completes when the team submits this form.</Form.Text>
                  </Form.Group>
                )}
                {values.type === 'externalForm' && (
                  <Form.Group className="mb-3" controlId="task-external-link">
                    <Form.Label>External link</Form.Label>
                    <Form.Control type="url" placeholder="https://" value={values.externalLink} onChange={(event) => set('externalLink', event.target.value)} />
                  </Form.Group>
                )}
                {values.type === 'disclaimer' && (
                  <Form.Group className="mb-3" controlId="task-disclaimer">
                    <Form.Label>Disclaimer text</Form.Label>
                    <Form.Control as="textarea" rows={4} value={values.disclaimer} onChange={(event) => set('disclaimer', event.target.value)} />
                  </Form.Group>
                )}
                <RichTextEditor id="task-description" label="Description" value={values.description} onChange={(html) => set('description', html)} />
                <div className="d-flex flex-wrap gap-4 mt-3">
                  <Form.Check type="switch" id="task-approval" label="Approval needed" checked={values.isApprovalNeeded} onChange={(event) => set('isApprovalNeeded', event.target.checked)} />
                  <Form.Check type="switch" id="task-time-sensitive" label="Time sensitive" checked={values.isTimeSensitive} onChange={(event) => set('isTimeSensitive', event.target.checked)} />
                </div>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={5}>
            <Card className="shadow-sm mb-4">
              <Card.Body>
                <h2 className="h6">Attachments</h2>
                {values.attachments.length + files.length === 0 && <p className="small text-body-secondary">No attachments.</p>}
                <ul className="list-unstyled mb-2">
                  {values.attachments.map((attachment) => (
                    <li key={attachment.id} className="d-flex align-items-center gap-2 small mb-1">
                      <Icon name="paperclip" />
                      <a href={attachment.url} target="_blank" rel="noreferrer" className="text-break">
                        {attachment.fileName}
                      </a>
                      <span className="text-body-secondary">{formatFileSize(attachment.fileSize)}</span>
                      <Button size="sm" variant="link" className="text-danger ms-auto p-0" aria-label={`Remove ${attachment.fileName}`} onClick={() => set('attachments', values.attachments.filter((entry) => entry.id !== attachment.id))}>
                        <Icon name="x-lg" />
                      </Button>
                    </li>
                  ))}
                  {files.map((file) => (
                    <li key={file.name} className="d-flex align-items-center gap-2 small mb-1">
                      <Icon name="paperclip" />
                      <span className="text-break">{file.name}</span>
                      <span className="text-body-secondary">{formatFileSize(file.size)} · new</span>
                      <Button size="sm" variant="link" className="text-danger ms-auto p-0" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((entry) => entry !== file))}>
                        <Icon name="x-lg" />
                      </Button>
                    </li>
                  ))}
                </ul>
                <FileUpload label="Add an attachment" value={undefined} onChange={(file) => file && setFiles([...files, file])} progress={progress} hint={uploadHint()} />
              </Card.Body>
            </Card>
            <Card className="shadow-sm">
              <Card.Body>
                <TeamTypeChecklist
                  legend="Team types"
                  hint="None ticked: every team sees this task. Ticked: only teams of those types (organiser teams always see it)."
                  teamTypes={teamTypes}
                  selected={values.teamTypeIds}
                  onChange={(teamTypeIds) => set('teamTypeIds', teamTypeIds)}
                  idPrefix="task-team-type"
                />
                <Form.Check type="switch" id="task-stand-shares" label="Show to stand shares" checked={values.showToChildTeams} onChange={(event) => set('showToChildTeams', event.target.checked)} className="mb-3" />
                <fieldset>
                  <legend className="form-label fs-6 mb-1">Task groups</legend>
                  {groups.filter((group) => !group.isArchived).length === 0 && <p className="small text-body-secondary mb-0">No task groups yet; the task is listed under Unassigned.</p>}
                  {groups
                    .filter((group) => !group.isArchived)
                    .map((group) => (
                      <Form.Check
                        key={group.id}
                        id={`task-group-${group.id}`}
                        label={group.title}
                        checked={groupIds.includes(group.id)}
                        onChange={(event) => setGroupIds(event.target.checked ? [...groupIds, group.id] : groupIds.filter((id) => id !== group.id))}
                      />
                    ))}
                </fieldset>
              </Card.Body>
            </Card>
          </Col>
        </Row>
        <FormActions failure={failure} cancel={buildPath('manageTasks')} busy={busy} submitLabel={submitLabel} disabled={disabled} />
      </fieldset>
    </Form>
  );
}
