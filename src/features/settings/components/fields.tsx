import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Form } from '../../../components/bootstrap/form';
import { RequiredMark } from '../../../components/required-mark';

type TextFieldProps = {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  type?: 'text' | 'email' | 'date' | 'number' | 'url';
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  rows?: number;
  min?: number;
  maxLength?: number;
  name?: string;
};

/** A labelled input (or textarea when `rows` is given) with its hint and its validation message. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  placeholder,
  readOnly,
  required,
  rows,
  min,
  maxLength,
  name,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const controlProps = {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(event.target.value),
    placeholder,
    readOnly,
    plaintext: readOnly,
    required,
    maxLength,
    isInvalid: Boolean(error),
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      {rows ? (
        <Form.Control as="textarea" rows={rows} {...controlProps} />
      ) : (
        <Form.Control type={type} min={min} {...controlProps} />
      )}
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}

/** An on/off switch with its label and an optional hint. */
export function SwitchField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        id={id}
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block ms-5 mt-0">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}

/** A titled group of fields inside a settings card. */
export function FieldSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="settings-section">
      <h2 className="h6 settings-section-title">{title}</h2>
      {description && <p className="text-body-secondary small mb-3">{description}</p>}
      {children}
    </section>
  );
}
