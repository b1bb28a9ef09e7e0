import { Form } from '../../../components/bootstrap/form';
import { RequiredMark } from '../../../components/required-mark';
import { RichText } from '../../../components/rich-text/rich-text';
import { describedBy, FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';

function toggled(list: readonly string[], value: string, isOn: boolean): string[] {
  return isOn ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value);
}

function choiceHint(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `Choose ${min}.` : `Choose ${min} to ${max}.`;
  if (min !== null) return `Choose at least ${min}.`;
  if (max !== null) return `Choose up to ${max}.`;
  return '';
}

/** Checkboxes: each option may be ticked; the answer is the list of ticked option values. */
export function CheckboxField({
  field,
  ids,
  value = [],
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'checkbox', string[]>) {
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
      asGroup
    >
      <div className="form-fill-options" onBlur={onBlur}>
        {field.options.map((option) => (
          <Form.Check
            key={option.value}
            id={`${ids.input}-${option.value}`}
            type="checkbox"
            label={option.label}
            checked={value.includes(option.value)}
            disabled={readOnly}
            isInvalid={Boolean(error)}
            onChange={(event) => onChange(toggled(value, option.value, event.target.checked))}
          />
        ))}
      </div>
    </FieldShell>
  );
}

/** A dropdown of options; with isMulti, a list of checkboxes with its minimum and maximum. */
export function DropdownField({
  field,
  ids,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'dropdown', string | string[]>) {
  if (field.isMulti) {
    const chosen = Array.isArray(value) ? value : [];
    const hint = choiceHint(field.min, field.max);
    const isFull = field.max !== null && chosen.length >= field.max;
    return (
      <FieldShell
        ids={ids}
        label={field.label}
        description={[field.description, hint].filter(Boolean).join(' ')}
        isRequired={field.isRequired}
        error={error}
        asGroup
      >
        <div className="form-fill-options" onBlur={onBlur}>
          {field.options.map((option) => {
            const isChecked = chosen.includes(option.value);
            return (
              <Form.Check
                key={option.value}
                id={`${ids.input}-${option.value}`}
                type="checkbox"
                label={option.label}
                checked={isChecked}
                // At the maximum, the unticked options rest until one is unticked.
                disabled={readOnly || (isFull && !isChecked)}
                isInvalid={Boolean(error)}
                onChange={(event) => onChange(toggled(chosen, option.value, event.target.checked))}
              />
            );
          })}
        </div>
      </FieldShell>
    );
  }
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
    >
      <Form.Select
        id={ids.input}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        disabled={readOnly}
        required={field.isRequired}
        {...describedBy(ids, { hasDescription: Boolean(field.description), error })}
      >
        <option value="">Choose…</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldShell>
  );
}

/** A statement to accept: its text (rich text) and one checkbox; required unless an organiser says otherwise. */
export function DisclaimerField({
  field,
  ids,
  value = false,
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'disclaimer', boolean>) {
  return (
    <div className="form-fill-field">
      {field.description && (
        <div id={ids.description} className="form-fill-disclaimer-text">
          <RichText html={field.description} />
        </div>
      )}
      <Form.Check
        id={ids.input}
        type="checkbox"
        checked={value}
        disabled={readOnly}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        label={
          <>
            {field.label}
            {field.isRequired && <RequiredMark />}
          </>
        }
        required={field.isRequired}
        {...describedBy(ids, { hasDescription: Boolean(field.description), error })}
      />
      {error && (
        <div id={ids.error} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
