import { useId, type ReactNode } from 'react';
import { Form } from '../../../components/bootstrap/form';
import { InputField, type InputFieldProps } from '../../../components/form-fields';

type TextFieldProps = Omit<InputFieldProps, 'onChange' | 'className'> & { onChange?: (value: string) => void };

/** A settings field: the shared labelled input (a textarea given `rows`), read-only values shown as plain text. */
export function TextField({ onChange, readOnly, ...field }: TextFieldProps) {
  return (
    <InputField
      {...field}
      className="mb-3"
      readOnly={readOnly}
      plaintext={readOnly}
      onChange={(value) => onChange?.(value)}
    />
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
