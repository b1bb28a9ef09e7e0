import { Form } from '../../../components/bootstrap/form';
import { describedBy, FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';

type TextType = 'text' | 'email' | 'tel' | 'url' | 'date';

const INPUT_TYPES: Record<TextType, { type: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'url' }> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  tel: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  url: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  date: { type: 'date' },
};

/** Short text, email, phone, website and date: one input of the matching HTML type. */
export function TextField({
  field,
  ids,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<TextType | 'area', string>) {
  const common = {
    id: ids.input,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    isInvalid: Boolean(error),
    readOnly,
    required: field.isRequired,
    ...describedBy(ids, { hasDescription: Boolean(field.description), error }),
  };
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
    >
      {field.type === 'area' ? (
        <Form.Control as="textarea" rows={4} {...common} />
      ) : (
        <Form.Control {...INPUT_TYPES[field.type]} {...common} />
      )}
    </FieldShell>
  );
}

/** A number, between its minimum and maximum when set; '' while empty (or not yet a number, like "-"). */
export function NumberField({
  field,
  ids,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'number', number | ''>) {
  const hint = rangeHint(field.min, field.max);
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={[field.description, hint].filter(Boolean).join(' ')}
      isRequired={field.isRequired}
      error={error}
    >
      <Form.Control
        id={ids.input}
        type="number"
        inputMode="decimal"
        value={value ?? ''}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        step="any"
        onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        readOnly={readOnly}
        required={field.isRequired}
        {...describedBy(ids, { hasDescription: Boolean(field.description || hint), error })}
      />
    </FieldShell>
  );
}

function rangeHint(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `Between ${min} and ${max}.`;
  if (min !== null) return `At least ${min}.`;
  if (max !== null) return `At most ${max}.`;
  return '';
}
