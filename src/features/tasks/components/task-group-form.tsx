import { useState } from 'react';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { FormActions } from '../../../components/form-actions';
import { useTasksQuery } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { sortTasksByDueDate } from '../../../domain/tasks';
import { errorMessage } from '../../../data/api-slice';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

/** The add and edit form of a task group: its title and its tasks (by due date). */
export function TaskGroupForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: { title: string; taskIds: string[] };
  submitLabel: string;
  onSubmit: (values: { title: string; taskIds: string[] }) => Promise<unknown>;
}) {
  const timeZone = useEventTimeZone();
  const { data: tasks = [] } = useTasksQuery();
  const [title, setTitle] = useState(initial.title);
  const [taskIds, setTaskIds] = useState(initial.taskIds);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldProblems = useFieldProblems(() => ({ 'task-group-title': required(title, 'Enter a title.') }));
  async function send() {
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit({ title, taskIds });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }
  return (
    <Form onSubmit={fieldProblems.handleSubmit(send)} noValidate style={{ maxWidth: '44rem' }}>
      <Card className="shadow-sm">
        <Card.Body>
          <InputField
            id="task-group-title"
            className="mb-3"
            label="Title"
            required
            error={fieldProblems.at('task-group-title')}
            value={title}
            onChange={setTitle}
          />
          <fieldset>
            <legend className="form-label fs-6">Tasks</legend>
            {tasks.filter((task) => !task.isArchived).length === 0 && (
              <p className="small text-body-secondary">No tasks yet.</p>
            )}
            {sortTasksByDueDate(tasks.filter((task) => !task.isArchived)).map((task) => (
              <Form.Check
                key={task.id}
                id={`group-task-${task.id}`}
                label={
                  <>
                    {task.title}{' '}
                    <span className="small text-body-secondary">· due {formatDateTime(task.dueDate, timeZone)}</span>
                  </>
                }
                checked={taskIds.includes(task.id)}
                onChange={(event) =>
                  setTaskIds(event.target.checked ? [...taskIds, task.id] : taskIds.filter((id) => id !== task.id))
                }
              />
            ))}
          </fieldset>
        </Card.Body>
      </Card>
      <FormActions failure={failure} cancel={buildPath('manageTaskGroups')} busy={busy} submitLabel={submitLabel} />
    </Form>
  );
}
