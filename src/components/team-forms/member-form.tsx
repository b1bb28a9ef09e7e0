import { useState, type ReactNode } from 'react';
import { Card } from '../bootstrap/card';
import { Col, Row } from '../bootstrap/grid';
import { Form } from '../bootstrap/form';
import {
  TEAM_MEMBER_ROLE_LABELS,
  TEAM_MEMBER_ROLES,
  teamMemberSchema,
  type TeamMemberInput,
  type TeamMemberRole,
} from '../../domain/team';
import { useSingleSubmit } from '../use-single-submit';
import { FormActions } from '../form-actions';
import { labelledOptions, SelectField } from '../form-fields';
import { PersonFields, personFieldIds } from './person-fields';
import { useFieldProblems } from '../use-field-problems';
import { schemaProblems } from '../../domain/field-checks';

interface MemberFormProps {
  initial: TeamMemberInput;
  /** Editing: the email is shown but changes only through the person's own verified flow. */
  isEditing: boolean;
  /** The team-level roles offered; with one, the role is not asked. */
  roles: readonly TeamMemberRole[];
  submitLabel: string;
  isSaving: boolean;
  cancel: ReactNode;
  onSubmit: (values: TeamMemberInput) => Promise<unknown> | void;
}

/** The team member form: first name, last name, email and role (User or Admin). */
export function MemberForm({ initial, isEditing, roles, submitLabel, isSaving, cancel, onSubmit }: MemberFormProps) {
  const [values, setValues] = useState(initial);
  const fieldProblems = useFieldProblems(() =>
    schemaProblems(teamMemberSchema.safeParse(values), personFieldIds('member')),
  );
  const set = (patch: Partial<TeamMemberInput>) => setValues({ ...values, ...patch });

  const save = useSingleSubmit(onSubmit);

  return (
    <Form noValidate onSubmit={fieldProblems.handleSubmit(() => save(teamMemberSchema.parse(values)))}>
      <Card body className="mb-3">
        <Row className="g-3">
          <PersonFields
            idPrefix="member"
            values={values}
            onChange={set}
            problemAt={fieldProblems.at}
            emailWidth={roles.length > 1 ? 8 : 12}
            isEmailReadOnly={isEditing}
          />
          {roles.length > 1 && (
            <Col md={4}>
              <SelectField
                id="member-role"
                label="Role"
                value={values.role}
                options={labelledOptions(
                  TEAM_MEMBER_ROLES.filter((role) => roles.includes(role)),
                  TEAM_MEMBER_ROLE_LABELS,
                )}
                onChange={(role) => set({ role })}
              />
            </Col>
          )}
        </Row>
        {!isEditing && (
          <p className="small text-body-secondary mt-3 mb-0">
            They get a welcome email with a link to set their password.
          </p>
        )}
      </Card>
      <FormActions cancel={cancel} busy={isSaving} submitLabel={submitLabel} className="" />
    </Form>
  );
}
