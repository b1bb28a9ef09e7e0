import { useState, type FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { CUSTOM_FIELD_TYPE_LABELS, CUSTOM_FIELD_TYPES, customFieldFormSchema, type CustomFieldForm as FormValues } from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { FormActions } from '../../../components/form-actions';

export const emptyCustomField: FormValues = { label: '', type: 'text', placeholder: '', description: '', showField: true, showToChildTeams: false, isRequired: false };

/** The add and edit form. The type can only be chosen when adding: it is fixed at creation. */
export function CustomFieldForm({ initial, typeLocked, submitLabel, onSubmit }: { initial: FormValues; typeLocked: boolean; submitLabel: string; onSubmit: (values: FormValues) => Promise<void> }) {
  const [values, setValues] = useState(initial);
  const [labelError, setLabelError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customFieldFormSchema.safeParse(values);
    if (!parsed.success) {
      setLabelError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm" style={{ maxWidth: '44rem' }}>
      <Card.Body as={Form} onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="custom-field-label">
          <Form.Label>Label</Form.Label>
          <Form.Control value={values.label} onChange={(event) => set('label', event.target.value)} isInvalid={Boolean(labelError)} placeholder="e.g. Stand number" />
          <Form.Control.Feedback type="invalid">{labelError}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="custom-field-type">
          <Form.Label>Type</Form.Label>
          <Form.Select value={values.type} disabled={typeLocked} onChange={(event) => set('type', event.target.value as FormValues['type'])}>
            {CUSTOM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {CUSTOM_FIELD_TYPE_LABELS[type]}
              </option>
            ))}
          </Form.Select>
          <Form.Text>{typeLocked ? 'The type is fixed once the field exists.' : 'The type cannot be changed later. Every team starts with an empty value (or No).'}</Form.Text>
        </Form.Group>
        {values.type === 'text' && (
          <Form.Group className="mb-3" controlId="custom-field-placeholder">
            <Form.Label>Placeholder</Form.Label>
            <Form.Control value={values.placeholder} onChange={(event) => set('placeholder', event.target.value)} />
          </Form.Group>
        )}
        <Form.Group className="mb-3" controlId="custom-field-description">
          <Form.Label>Description</Form.Label>
          <Form.Control as="textarea" rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} />
        </Form.Group>
        <Form.Check className="mb-2" type="switch" id="custom-field-show" label="Show to teams (off: only admins see it)" checked={values.showField} onChange={(event) => set('showField', event.target.checked)} />
        <Form.Check className="mb-2" type="switch" id="custom-field-child" label="Show to stand-share (child) teams" checked={values.showToChildTeams} onChange={(event) => set('showToChildTeams', event.target.checked)} />
        <Form.Check className="mb-4" type="switch" id="custom-field-required" label="Required" checked={values.isRequired} onChange={(event) => set('isRequired', event.target.checked)} />
        <FormActions cancel={buildPath('manageCustomFields')} busy={saving} submitLabel={submitLabel} className="" />
      </Card.Body>
    </Card>
  );
}
