import { useState } from 'react';
import { Card } from '../../../components/bootstrap/card';
import {
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  customFieldFormSchema,
  type CustomFieldForm as FormValues,
} from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { FormActions } from '../../../components/form-actions';
import { InputField, labelledOptions, SelectField, SwitchField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { schemaProblems } from '../../../domain/field-checks';

export const emptyCustomField: FormValues = {
  label: '',
  type: 'text',
  placeholder: '',
  description: '',
  showField: true,
  showToChildTeams: false,
  isRequired: false,
};

/** The add and edit form. The type can only be chosen when adding: it is fixed at creation. */
export function CustomFieldForm({
  initial,
  typeLocked,
  submitLabel,
  onSubmit,
}: {
  initial: FormValues;
  typeLocked: boolean;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const fieldProblems = useFieldProblems(() =>
    schemaProblems(customFieldFormSchema.safeParse(values), { label: 'custom-field-label' }),
  );

  async function save() {
    setSaving(true);
    try {
      await onSubmit(customFieldFormSchema.parse(values));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm" style={{ maxWidth: '44rem' }}>
      <Card.Body as="form" onSubmit={fieldProblems.handleSubmit(save)} noValidate>
        <InputField
          id="custom-field-label"
          className="mb-3"
          label="Label"
          required
          placeholder="e.g. Stand number"
          value={values.label}
          onChange={(label) => set('label', label)}
          error={fieldProblems.at('custom-field-label')}
        />
        <SelectField
          id="custom-field-type"
          className="mb-3"
          label="Type"
          value={values.type}
          options={labelledOptions(CUSTOM_FIELD_TYPES, CUSTOM_FIELD_TYPE_LABELS)}
          disabled={typeLocked}
          hint={
            typeLocked
              ? 'The type is fixed once the field exists.'
              : 'The type cannot be changed later. Every team starts with an empty value (or No).'
          }
          onChange={(type) => set('type', type)}
        />
        {values.type === 'text' && (
          <InputField
            id="custom-field-placeholder"
            className="mb-3"
            label="Placeholder"
            value={values.placeholder}
            onChange={(placeholder) => set('placeholder', placeholder)}
          />
        )}
        <InputField
          id="custom-field-description"
          className="mb-3"
          label="Description"
          rows={2}
          value={values.description}
          onChange={(description) => set('description', description)}
        />
        <SwitchField
          className="mb-2"
          id="custom-field-show"
          label="Show to teams (off: only admins see it)"
          checked={values.showField}
          onChange={(checked) => set('showField', checked)}
        />
        <SwitchField
          className="mb-2"
          id="custom-field-child"
          label="Show to stand-share (child) teams"
          checked={values.showToChildTeams}
          onChange={(checked) => set('showToChildTeams', checked)}
        />
        <SwitchField
          className="mb-4"
          id="custom-field-required"
          label="Required"
          checked={values.isRequired}
          onChange={(checked) => set('isRequired', checked)}
        />
        <FormActions cancel={buildPath('manageCustomFields')} busy={saving} submitLabel={submitLabel} className="" />
      </Card.Body>
    </Card>
  );
}
