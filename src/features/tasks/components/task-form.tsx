import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { FormActions } from '../../../components/form-actions';
import { useUploadSave } from '../../../components/use-upload-save';
import { Icon } from '../../../components/icon';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { TeamTypeChecklist } from '../../../components/team-type-checklist';
import { useFormsQuery } from '../../../data/forms/forms-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useTaskGroupsQuery } from '../../../data/tasks/tasks-api';
import { TASK_TYPES } from '../../../domain/constants';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { TASK_TYPE_LABELS, taskValuesSchema, type TaskValues } from '../../../domain/tasks';
import { DateTimeField } from '../../../components/date-time-field';
import { addDays, atTimeOn, dayOf } from '../../../domain/event-time';
import { InputField, labelledOptions, SelectField, SwitchField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

export interface TaskFormSubmit {
  values: TaskValues;
  files: File[];
  groupIds: string[];
  onProgress: (percent: number) => void;
}

/** A new task: due at 17:00 event time two weeks from today (the event's today). */
export function emptyTaskValues(timeZone: string): TaskValues {
  const dueDate = atTimeOn(addDays(dayOf(new Date(), timeZone), 14), '17:00', timeZone);
  // The schema's defaults for everything else; the title stays empty for the organiser to fill in.
  return { ...taskValuesSchema.parse({ title: 'New task', dueDate }), title: '' };
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
  const { save, failure, isSaving: busy, progress } = useUploadSave();
  const fieldProblems = useFieldProblems(() => ({
    'task-title': required(values.title, 'Enter a title.'),
    'task-due-date': values.dueDate ? undefined : 'Choose a due date.',
  }));
  const set = <K extends keyof TaskValues>(key: K, value: TaskValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = fieldProblems.handleSubmit(() =>
    save((onProgress) => onSubmit({ values, files, groupIds, onProgress })),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <fieldset disabled={disabled}>
        <Row className="g-4">
          <Col lg={7}>
            <Card className="shadow-sm">
              <Card.Body>
                <InputField
                  id="task-title"
                  className="mb-3"
                  label="Title"
                  required
                  error={fieldProblems.at('task-title')}
                  value={values.title}
                  onChange={(title) => set('title', title)}
                />
                <Row className="g-3 mb-3">
                  <Col sm={6}>
                    <DateTimeField
                      id="task-due-date"
                      label="Due date"
                      required
                      error={fieldProblems.at('task-due-date')}
                      value={values.dueDate}
                      onChange={(dueDate) => set('dueDate', dueDate)}
                    />
                  </Col>
                  <Col sm={6}>
                    <SelectField
                      id="task-type"
                      label="Type"
                      value={values.type}
                      options={labelledOptions(TASK_TYPES, TASK_TYPE_LABELS)}
                      onChange={(type) => set('type', type)}
                    />
                  </Col>
                </Row>
                {values.type === 'form' && (
                  <SelectField
                    id="task-form-id"
                    className="mb-3"
                    label="Form"
                    value={values.formId}
                    options={forms.map((form) => ({ value: form.id, label: form.title }))}
                    noneLabel="Choose a form…"
                    hint="The task completes when the team submits this form."
                    onChange={(formId) => set('formId', formId)}
                  />
                )}
                {values.type === 'externalForm' && (
                  <InputField
                    id="task-external-link"
                    className="mb-3"
                    label="External link"
                    type="url"
                    placeholder="https://"
                    value={values.externalLink}
                    onChange={(externalLink) => set('externalLink', externalLink)}
                  />
                )}
                {values.type === 'disclaimer' && (
                  <InputField
                    id="task-disclaimer"
                    className="mb-3"
                    label="Disclaimer text"
                    rows={4}
                    value={values.disclaimer}
                    onChange={(disclaimer) => set('disclaimer', disclaimer)}
                  />
                )}
                <RichTextEditor
                  id="task-description"
                  label="Description"
                  value={values.description}
                  onChange={(html) => set('description', html)}
                />
                <div className="d-flex flex-wrap gap-4 mt-3">
                  <SwitchField
                    id="task-approval"
                    label="Approval needed"
                    checked={values.isApprovalNeeded}
                    onChange={(checked) => set('isApprovalNeeded', checked)}
                  />
                  <SwitchField
                    id="task-time-sensitive"
                    label="Time sensitive"
                    checked={values.isTimeSensitive}
                    onChange={(checked) => set('isTimeSensitive', checked)}
                  />
                </div>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={5}>
            <Card className="shadow-sm mb-4">
              <Card.Body>
                <h2 className="h6">Attachments</h2>
                {values.attachments.length + files.length === 0 && (
                  <p className="small text-body-secondary">No attachments.</p>
                )}
                <ul className="list-unstyled mb-2">
                  {values.attachments.map((attachment) => (
                    <li key={attachment.id} className="d-flex align-items-center gap-2 small mb-1">
                      <Icon name="paperclip" />
                      <a href={attachment.url} target="_blank" rel="noreferrer" className="text-break">
                        {attachment.fileName}
                      </a>
                      <span className="text-body-secondary">{formatFileSize(attachment.fileSize)}</span>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger ms-auto p-0"
                        aria-label={`Remove ${attachment.fileName}`}
                        onClick={() =>
                          set(
                            'attachments',
                            values.attachments.filter((entry) => entry.id !== attachment.id),
                          )
                        }
                      >
                        <Icon name="x-lg" />
                      </Button>
                    </li>
                  ))}
                  {files.map((file) => (
                    <li key={file.name} className="d-flex align-items-center gap-2 small mb-1">
                      <Icon name="paperclip" />
                      <span className="text-break">{file.name}</span>
                      <span className="text-body-secondary">{formatFileSize(file.size)} · new</span>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger ms-auto p-0"
                        aria-label={`Remove ${file.name}`}
                        onClick={() => setFiles(files.filter((entry) => entry !== file))}
                      >
                        <Icon name="x-lg" />
                      </Button>
                    </li>
                  ))}
                </ul>
                <FileUpload
                  label="Add an attachment"
                  value={undefined}
                  onChange={(file) => file && setFiles([...files, file])}
                  progress={progress}
                  hint={uploadHint()}
                />
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
                <SwitchField
                  id="task-stand-shares"
                  label="Show to stand shares"
                  checked={values.showToChildTeams}
                  onChange={(checked) => set('showToChildTeams', checked)}
                  className="mb-3"
                />
                <fieldset>
                  <legend className="form-label fs-6 mb-1">Task groups</legend>
                  {groups.filter((group) => !group.isArchived).length === 0 && (
                    <p className="small text-body-secondary mb-0">
                      No task groups yet; the task is listed under Unassigned.
                    </p>
                  )}
                  {groups
                    .filter((group) => !group.isArchived)
                    .map((group) => (
                      <Form.Check
                        key={group.id}
                        id={`task-group-${group.id}`}
                        label={group.title}
                        checked={groupIds.includes(group.id)}
                        onChange={(event) =>
                          setGroupIds(
                            event.target.checked ? [...groupIds, group.id] : groupIds.filter((id) => id !== group.id),
                          )
                        }
                      />
                    ))}
                </fieldset>
              </Card.Body>
            </Card>
          </Col>
        </Row>
        <FormActions
          failure={failure}
          cancel={buildPath('manageTasks')}
          busy={busy}
          submitLabel={submitLabel}
          disabled={disabled}
        />
      </fieldset>
    </Form>
  );
}
