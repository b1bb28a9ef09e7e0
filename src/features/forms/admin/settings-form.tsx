import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { FormActions } from '../../../components/form-actions';
import { useSaveAction } from '../../../components/use-single-submit';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

/** The flags a settings screen offers, each a switch with a line of explanation. */
export interface SettingsFlag<Key extends string> {
  key: Key;
  label: string;
  hint: string;
}

export interface SettingsFormProps<Values extends { title: string; description: string }> {
  /** Prefix of the inputs' ids ('form', 'field-group'). */
  idPrefix: string;
  initial: Values;
  flags: readonly SettingsFlag<
    Extract<{ [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values], string>
  >[];
  submitLabel: string;
  /** Where Cancel leads. */
  cancel: string;
  onSubmit: (values: Values) => Promise<unknown>;
  /** Shown under the title and description card (e.g. the public link). */
  children?: ReactNode;
  /** Settings of one kind of list only, in a card of their own below the switches. */
  renderMore?: (more: MoreSettings<Values>) => ReactNode;
  /** Problems of those settings by input id (checked with the title when saving). */
  checkMore?: (values: Values) => Record<string, string | undefined>;
}

/** What the extra settings of a SettingsForm read and write. */
export interface MoreSettings<Values> {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  /** The problem shown at an input, by its id. */
  problemAt: (id: string) => string | undefined;
}

/**
 * Title, description and switches: the add and settings screens of forms and field groups.
 * A title is required; the form keeps what was typed when saving fails.
 */
export function SettingsForm<Values extends { title: string; description: string }>({
  idPrefix,
  initial,
  flags,
  submitLabel,
  cancel,
  onSubmit,
  children,
  renderMore,
  checkMore,
}: SettingsFormProps<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const { save, busy, failure } = useSaveAction(onSubmit);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const titleId = `${idPrefix}-title`;
  const fieldProblems = useFieldProblems(() => ({
    [titleId]: required(values.title, 'Enter a title'),
    ...checkMore?.(values),
  }));
  const submit = fieldProblems.handleSubmit(() =>
    save({ ...values, title: values.title.trim(), description: values.description.trim() }),
  );

  return (
    <Form onSubmit={submit} noValidate style={{ maxWidth: '48rem' }}>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="d-grid gap-3">
          <InputField
            id={titleId}
            label="Title"
            required
            value={values.title}
            autoFocus
            onChange={(title) => set('title', title as Values['title'])}
            error={fieldProblems.at(titleId)}
          />
          <Form.Group controlId={`${idPrefix}-description`}>
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={values.description}
              onChange={(event) => set('description', event.target.value as Values['description'])}
            />
          </Form.Group>
        </Card.Body>
      </Card>
      {flags.length > 0 && (
        <Card className="border-0 shadow-sm mb-3">
          <Card.Body className="d-grid gap-3">
            {flags.map((flag) => (
              <div key={flag.key}>
                <Form.Check
                  type="switch"
                  id={`${idPrefix}-${flag.key}`}
                  label={flag.label}
                  checked={Boolean(values[flag.key as keyof Values])}
                  onChange={(event) => set(flag.key as keyof Values, event.target.checked as Values[keyof Values])}
                />
                <div className="form-text ms-5 mt-0">{flag.hint}</div>
              </div>
            ))}
          </Card.Body>
        </Card>
      )}
      {renderMore?.({ values, set, problemAt: (id) => fieldProblems.at(id) })}
      {children}
      <FormActions failure={failure} cancel={cancel} busy={busy} submitLabel={submitLabel} className="mt-3" />
    </Form>
  );
}
