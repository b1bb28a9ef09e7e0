import { useState, type ReactNode } from 'react';
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
import { PersonFields, personFieldIds } from './person-fields';
import { useFieldProblems, type FieldProblems } from '../use-field-problems';
import { required, schemaProblems } from '../../domain/field-checks';

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

/** Required custom fields that must hold text (a required switch is always answered). */
const mustBeFilled = (field: CustomField) => field.isRequired && field.type === 'text';

/** The team's problems by the id of their field, in the order of the screen. */
function teamProblems(values: TeamFormValues, askOwner: boolean, customFields: readonly CustomField[]): FieldProblems {
  const details = teamDetailsSchema.safeParse(values.details);
  return {
    'team-name': details.error?.issues[0]?.message,
    ...(askOwner ? schemaProblems(teamOwnerSchema.safeParse(values.owner), personFieldIds('owner')) : {}),
    ...Object.fromEntries(
      customFields.map((field) => [
        `custom-${field.id}`,
        mustBeFilled(field)
          ? required(String(values.details.customFields[field.id] ?? ''), `Enter ${field.label}`)
          : undefined,
      ]),
    ),
  };
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
  const fieldProblems = useFieldProblems(() => teamProblems(values, askOwner, customFields));
  const setDetails = (patch: Partial<TeamDetails>) =>
    setValues({ ...values, details: { ...values.details, ...patch } });
  const setOwner = (patch: Partial<TeamOwner>) => setValues({ ...values, owner: { ...values.owner, ...patch } });
  const setCustom = (id: string, value: CustomFieldValue) =>
    setDetails({ customFields: { ...values.details.customFields, [id]: value } });

  const save = useSingleSubmit(onSubmit);
  const submit = fieldProblems.handleSubmit(() =>
    save({
      details: teamDetailsSchema.parse(values.details),
      owner: askOwner ? teamOwnerSchema.parse(values.owner) : values.owner,
    }),
  );

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
              error={fieldProblems.at('team-name')}
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
            <PersonFields
              idPrefix="owner"
              values={values.owner}
              onChange={setOwner}
              problemAt={fieldProblems.at}
              emailWidth={12}
            />
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
              <InputField
                key={field.id}
                id={`custom-${field.id}`}
                className="mb-3"
                label={
                  <>
                    {field.label}
                    {!field.showField && <span className="badge text-bg-secondary ms-2">Admins only</span>}
                  </>
                }
                required={mustBeFilled(field)}
                value={String(customFieldValue(field, values.details.customFields))}
                placeholder={field.placeholder}
                onChange={(text) => setCustom(field.id, text)}
                error={fieldProblems.at(`custom-${field.id}`)}
                hint={field.description || undefined}
              />
            ),
          )}
        </Card>
      )}
      <FormActions cancel={cancel} busy={isSaving} submitLabel={submitLabel} className="" />
    </Form>
  );
}
