import { useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '../bootstrap/card';
import { Col, Row } from '../bootstrap/grid';
import { Form } from '../bootstrap/form';
import { customFieldValue, type CustomField } from '../../domain/custom-field';
import {
  teamDetailsSchema,
  teamOwnerSchema,
  type CustomFieldValue,
  type TeamDetails,
  type TeamOwner,
} from '../../domain/team';
import { useSingleSubmit } from '../use-single-submit';
import { FormActions } from '../form-actions';
import { InputField, SelectField, SwitchField } from '../form-fields';
import { PersonFields } from './person-fields';
import { RequiredMark } from '../required-mark';

export interface TeamFormValues {
  details: TeamDetails;
  owner: TeamOwner;
}

interface TeamFormProps {
  initial: TeamFormValues;
  /** The team type picker; left out for stand shares, which take their parent's type. */
  teamTypes?: readonly { id: string; name: string }[];
  /** Owner fields are asked only when a team is created. */
  askOwner: boolean;
  /** Whether the organiser switch is offered (staff only). */
  askIsOrganiser: boolean;
  customFields: readonly CustomField[];
  submitLabel: string;
  isSaving: boolean;
  cancel: ReactNode;
  onSubmit: (values: TeamFormValues) => Promise<unknown> | void;
}

type Errors = Partial<Record<'name' | 'firstName' | 'surname' | 'email' | `custom-${string}`, string>>;

/** Required custom fields that must hold text (a required switch is always answered). */
const mustBeFilled = (field: CustomField) => field.isRequired && field.type === 'text';

function validate(values: TeamFormValues, askOwner: boolean, customFields: readonly CustomField[]): Errors {
  const errors: Errors = {};
  const details = teamDetailsSchema.safeParse(values.details);
  if (!details.success) errors.name = details.error.issues[0]?.message;
  if (askOwner) {
    const owner = teamOwnerSchema.safeParse(values.owner);
    for (const issue of owner.success ? [] : owner.error.issues) {
      const field = issue.path[0] as 'firstName' | 'surname' | 'email';
      errors[field] ??= field === 'email' ? 'Enter a valid email address' : issue.message;
    }
  }
  for (const field of customFields) {
    if (mustBeFilled(field) && !String(values.details.customFields[field.id] ?? '').trim())
      errors[`custom-${field.id}`] = `Enter ${field.label}`;
  }
  return errors;
}

/** The team form: name, team type, is organiser, the owner (when creating) and the custom fields. */
export function TeamForm({
  initial,
  teamTypes,
  askOwner,
  askIsOrganiser,
  customFields,
  submitLabel,
  isSaving,
  cancel,
  onSubmit,
}: TeamFormProps) {
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? validate(values, askOwner, customFields) : {};
  const setDetails = (patch: Partial<TeamDetails>) =>
    setValues({ ...values, details: { ...values.details, ...patch } });
  const setOwner = (patch: Partial<TeamOwner>) => setValues({ ...values, owner: { ...values.owner, ...patch } });
  const setCustom = (id: string, value: CustomFieldValue) =>
    setDetails({ customFields: { ...values.details.customFields, [id]: value } });

  const save = useSingleSubmit(onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(validate(values, askOwner, customFields)).some(Boolean)) return;
    void save({
      details: teamDetailsSchema.parse(values.details),
      owner: askOwner ? teamOwnerSchema.parse(values.owner) : values.owner,
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Card body className="mb-3">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">Team</h2>
        <Row className="g-3">
          <Col md={teamTypes ? 7 : 12}>
            <InputField
              id="team-name"
              label="Team name"
              required
              value={values.details.name}
              onChange={(name) => setDetails({ name })}
              error={errors.name}
              maxLength={150}
            />
          </Col>
          {teamTypes && (
            <Col md={5}>
              <SelectField
                id="team-type"
                label="Team type"
                value={values.details.teamTypeId}
                options={teamTypes.map((teamType) => ({ value: teamType.id, label: teamType.name }))}
                noneLabel="No team type"
                onChange={(teamTypeId) => setDetails({ teamTypeId })}
              />
            </Col>
          )}
        </Row>
        {askIsOrganiser && (
          <SwitchField
            id="team-is-organiser"
            className="mt-3"
            label="Is organiser"
            checked={values.details.isOrganiser}
            onChange={(isOrganiser) => setDetails({ isOrganiser })}
          />
        )}
      </Card>
      {askOwner && (
        <Card body className="mb-3">
          <h2 className="h6 text-uppercase text-body-secondary mb-1">Team owner</h2>
          <p className="small text-body-secondary">
            The owner manages the team and gets a welcome email with a link to set their password.
          </p>
          <Row className="g-3">
            <PersonFields idPrefix="owner" values={values.owner} onChange={setOwner} errors={errors} emailWidth={12} />
          </Row>
        </Card>
      )}
      {customFields.length > 0 && (
        <Card body className="mb-3">
          <h2 className="h6 text-uppercase text-body-secondary mb-3">Custom fields</h2>
          {customFields.map((field) =>
            field.type === 'boolean' ? (
              <SwitchField
                key={field.id}
                id={`custom-${field.id}`}
                className="mb-3"
                label={field.label}
                checked={customFieldValue(field, values.details.customFields) === true}
                onChange={(checked) => setCustom(field.id, checked)}
              />
            ) : (
              <Form.Group key={field.id} className="mb-3" controlId={`custom-${field.id}`}>
                <Form.Label>
                  {field.label}
                  {mustBeFilled(field) && <RequiredMark />}
                  {!field.showField && <span className="badge text-bg-secondary ms-2">Admins only</span>}
                </Form.Label>
                <Form.Control
                  required={mustBeFilled(field)}
                  value={String(customFieldValue(field, values.details.customFields))}
                  placeholder={field.placeholder}
                  onChange={(event) => setCustom(field.id, event.target.value)}
                  isInvalid={Boolean(errors[`custom-${field.id}`])}
                />
                {field.description && <Form.Text>{field.description}</Form.Text>}
                <Form.Control.Feedback type="invalid">{errors[`custom-${field.id}`]}</Form.Control.Feedback>
              </Form.Group>
            ),
          )}
        </Card>
      )}
      <FormActions cancel={cancel} busy={isSaving} submitLabel={submitLabel} className="" />
    </Form>
  );
}
