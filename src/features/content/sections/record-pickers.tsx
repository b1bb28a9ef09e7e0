import { Form } from '../../../components/bootstrap/form';
import { useSuppliersQuery } from '../../../data/suppliers/suppliers-api';
import { useTaskGroupsQuery, useTasksQuery } from '../../../data/tasks/tasks-api';
import type { ResourceType } from '../../../domain/section';
import { byText } from '../../../domain/text-order';

interface Choice {
  id: string;
  title: string;
}

interface RecordSelectProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
  choices: readonly Choice[] | undefined;
  /** What the empty choice says, e.g. "Choose a task list". */
  prompt: string;
  size?: 'sm';
  isInvalid?: boolean;
}

/**
 * Picks one record by its title (the browser's list finds a title as its first letters are typed);
 * the stored value stays the record's id. An id no longer in the list is kept and shown as missing.
 */
function RecordSelect({ label, value, onChange, choices, prompt, size, isInvalid }: RecordSelectProps) {
  const sorted = [...(choices ?? [])].sort(byText('title'));
  const isMissing = value !== '' && choices !== undefined && !sorted.some((choice) => choice.id === value);
  return (
    <Form.Select
      size={size}
      aria-label={label}
      value={value}
      isInvalid={isInvalid}
      disabled={choices === undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{choices === undefined ? 'Loading…' : prompt}</option>
      {isMissing && <option value={value}>(deleted or missing)</option>}
      {sorted.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.title}
        </option>
      ))}
    </Form.Select>
  );
}

/** The task list a task-list section shows, chosen by its title. */
export function TaskListPicker(props: Omit<RecordSelectProps, 'choices' | 'prompt'>) {
  const { data } = useTaskGroupsQuery();
  const choices = data?.filter((group) => !group.isArchived);
  return <RecordSelect {...props} choices={choices} prompt="Choose a task list" />;
}

/** The task or supplier a resource points at, chosen by its title or name. */
export function ResourcePicker({
  type,
  ...props
}: Omit<RecordSelectProps, 'choices' | 'prompt'> & { type: ResourceType }) {
  const tasks = useTasksQuery(undefined, { skip: type !== 'task' });
  const suppliers = useSuppliersQuery(undefined, { skip: type !== 'supplier' });
  const choices =
    type === 'task' ? tasks.data : suppliers.data?.map((supplier) => ({ id: supplier.id, title: supplier.company }));
  return <RecordSelect {...props} choices={choices} prompt={type === 'task' ? 'Choose a task' : 'Choose a supplier'} />;
}
