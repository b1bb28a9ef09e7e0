import type { ComponentProps, ReactNode } from 'react';
import { Form } from './bootstrap/form';
import { InputGroup } from './bootstrap/input-group';
import { RequiredMark } from './required-mark';

/** What every labelled field has around its control. */
export interface FieldFrameProps {
  /** The control's id: the label points at it. */
  id: string;
  label: ReactNode;
  /** The control is required, and its label shows the required star. */
  required?: boolean;
  /** Under the control (after the invalid message). */
  hint?: ReactNode;
  /** The invalid message; while there is one the control shows as invalid. */
  error?: string;
  /** Classes of the group around the label and the control. */
  className?: string;
  labelClassName?: string;
  /** Beside the control, in one input group with it (a button that acts on what was typed). */
  append?: ReactNode;
}

/** The id of a field's invalid message, which its control names as its description. */
const problemId = (id: string) => `${id}-problem`;
const hintId = (id: string) => `${id}-hint`;

/** What a control names as its description: its invalid message first, then its hint. */
function describedBy({ id, error, hint }: Pick<FieldFrameProps, 'id' | 'error' | 'hint'>): string | undefined {
  const ids = [error ? problemId(id) : undefined, hint ? hintId(id) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  labelClassName,
  append,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const controlAndProblem = (
    <>
      {children}
      {append}
      {error && (
        <Form.Control.Feedback type="invalid" id={problemId(id)}>
          {error}
        </Form.Control.Feedback>
      )}
    </>
  );
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={labelClassName}>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      {/* Bootstrap shows an input group's invalid message only from inside the group. */}
      {append ? <InputGroup className="has-validation">{controlAndProblem}</InputGroup> : controlAndProblem}
      {hint && (
        <Form.Text id={hintId(id)} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}

type ControlAttributes = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'value' | 'onChange' | 'isInvalid' | 'required' | 'as' | 'className'
>;

export type InputFieldProps = FieldFrameProps &
  ControlAttributes & {
    value: string;
    onChange: (value: string) => void;
    /** A textarea of this many rows instead of a one-line input. */
    rows?: number;
    /** Classes of the control itself (className is the group's). */
    controlClassName?: string;
  };

/** A labelled text input (or textarea, given rows), with its required star, invalid message and hint. */
export function InputField({
  id,
  label,
  required,
  hint,
  error,
  className,
  labelClassName,
  append,
  value,
  onChange,
  rows,
  controlClassName,
  ...control
}: InputFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
      labelClassName={labelClassName}
      append={append}
    >
      <Form.Control
        {...control}
        {...(rows === undefined ? {} : { as: 'textarea', rows })}
        className={controlClassName}
        value={value}
        required={required}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

export type SelectFieldProps<Value extends string> = FieldFrameProps & {
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** A first option with the value '' (e.g. 'Choose…'), for when nothing is chosen. */
  noneLabel?: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
};

/** A labelled drop-down of the given options, with its invalid message and hint. */
export function SelectField<Value extends string>({
  value,
  options,
  onChange,
  noneLabel,
  size,
  disabled,
  ...frame
}: SelectFieldProps<Value>) {
  return (
    <FieldFrame {...frame}>
      <Form.Select
        value={value}
        size={size}
        disabled={disabled}
        isInvalid={Boolean(frame.error)}
        aria-describedby={describedBy(frame)}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}

/** The options of a list of values named by a label table: TASK_TYPES with TASK_TYPE_LABELS. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The options of values that are their own labels (GET, POST, ...). */
export function plainOptions<Value extends string>(values: readonly Value[]): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

export interface SwitchFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch with its label. */
export function SwitchField({ id, label, checked, onChange, disabled, className }: SwitchFieldProps) {
  return (
    <Form.Check
      type="switch"
      id={id}
      className={className}
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
