import { useState } from 'react';
import { Form } from '../../../components/bootstrap/form';
import { RequiredMark } from '../../../components/required-mark';
import { RichText } from '../../../components/rich-text/rich-text';
import { isOtherAnswer, OTHER_CHOICE } from '../../../domain/forms/field';
import { describedBy, FieldShell, type FieldIds } from './field-shell';
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

/**
 * The "Other, please say" choice: a radio or check box of its own and, once chosen, a box for the
 * person's own answer (stored in place of an option value).
 */
function OtherChoice({
  type,
  name,
  ids,
  isChosen,
  text,
  onChoose,
  onText,
  isInvalid,
  readOnly,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  ids: FieldIds;
  isChosen: boolean;
  text: string;
  onChoose: (isChosen: boolean) => void;
  onText: (text: string) => void;
  isInvalid: boolean;
  readOnly: boolean;
}) {
  return (
    <>
      <Form.Check
        id={`${ids.input}-other`}
        type={type}
        name={name}
        label={OTHER_CHOICE.label}
        checked={isChosen}
        disabled={readOnly}
        isInvalid={isInvalid}
        onChange={(event) => onChoose(event.target.checked)}
      />
      {isChosen && (
        <Form.Control
          id={`${ids.input}-other-text`}
          aria-label="Your answer for Other"
          className="ms-4 w-auto"
          size="sm"
          value={text}
          readOnly={readOnly}
          isInvalid={isInvalid}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </>
  );
}

/**
 * Whether the person has chosen Other: an answer of their own says so, and choosing Other before
 * typing is remembered here (an empty answer is stored as none).
 */
function useOtherChosen(hasOwnAnswer: boolean) {
  const [isOtherPicked, setOtherPicked] = useState(hasOwnAnswer);
  return [hasOwnAnswer || isOtherPicked, setOtherPicked] as const;
}

/** Checkboxes: each option may be ticked; the answer is the list of ticked option values (and Other's text). */
export function CheckboxField({
  field,
  ids,
  value = [],
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'checkbox', string[]>) {
  const ownAnswer = value.find((entry) => isOtherAnswer(field, entry));
  const [isOtherChosen, setOtherChosen] = useOtherChosen(ownAnswer !== undefined);
  const ticked = value.filter((entry) => entry !== ownAnswer);
  const withOwnAnswer = (text: string) => (text ? [...ticked, text] : ticked);
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
        {field.hasOther && (
          <OtherChoice
            type="checkbox"
            ids={ids}
            isChosen={isOtherChosen}
            text={ownAnswer ?? ''}
            onChoose={(isChosen) => {
              setOtherChosen(isChosen);
              if (!isChosen) onChange(ticked);
            }}
            onText={(text) => onChange(withOwnAnswer(text))}
            isInvalid={Boolean(error)}
            readOnly={readOnly}
          />
        )}
      </div>
    </FieldShell>
  );
}

/**
 * One of several options, as a radio group: the arrow keys move between the options and choose,
 * Tab leaves the group. The answer is the chosen option's value (or Other's text).
 */
export function RadioField({ field, ids, value, onChange, onBlur, error, readOnly }: FieldInputProps<'radio', string>) {
  const answer = typeof value === 'string' ? value : '';
  const [isOtherChosen, setOtherChosen] = useOtherChosen(answer !== '' && isOtherAnswer(field, answer));
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
      asGroup
    >
      <div className="form-fill-options" role="radiogroup" aria-label={field.label} onBlur={onBlur}>
        {field.options.map((option) => (
          <Form.Check
            key={option.value}
            id={`${ids.input}-${option.value}`}
            type="radio"
            name={ids.input}
            label={option.label}
            checked={!isOtherChosen && answer === option.value}
            disabled={readOnly}
            isInvalid={Boolean(error)}
            onChange={() => {
              setOtherChosen(false);
              onChange(option.value);
            }}
          />
        ))}
        {field.hasOther && (
          <OtherChoice
            type="radio"
            name={ids.input}
            ids={ids}
            isChosen={isOtherChosen}
            text={isOtherChosen ? answer : ''}
            onChoose={() => {
              setOtherChosen(true);
              if (!isOtherAnswer(field, answer)) onChange('');
            }}
            onText={onChange}
            isInvalid={Boolean(error)}
            readOnly={readOnly}
          />
        )}
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
