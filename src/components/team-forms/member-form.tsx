import { useState, type FormEvent, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TEAM_MEMBER_ROLE_LABELS, TEAM_MEMBER_ROLES, teamMemberSchema, type TeamMemberInput, type TeamMemberRole } from '../../domain/team';
import { useSingleSubmit } from '../use-single-submit';
import { FormActions } from '../form-actions';
import { RequiredMark } from '../required-mark';

interface MemberFormProps {
  initial: TeamMemberInput;
  /** Editing: the e-mail is shown but changes only through the person's own verified flow. */
  isEditing: boolean;
  /** The team-level roles offered; with one, the role is not asked. */
  roles: readonly TeamMemberRole[];
  submitLabel: string;
  isSaving: boolean;
  cancel: ReactNode;
  onSubmit: (values: TeamMemberInput) => Promise<unknown> | void;
}

/** The team member form: first name, last name, e-mail and role (User or Admin). */
export function MemberForm({ initial, isEditing, roles, submitLabel, isSaving, cancel, onSubmit }: MemberFormProps) {
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const parsed = teamMemberSchema.safeParse(values);
  const errorOf = (field: keyof TeamMemberInput) => {
    if (!showErrors || parsed.success) return undefined;
    const issue = parsed.error.issues.find((each) => each.path[0] === field);
    return issue && field === 'email' ? 'Enter a valid e-mail address' : issue?.message;
  };
  const set = (patch: Partial<TeamMemberInput>) => setValues({ ...values, ...patch });

  const save = useSingleSubmit(onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (parsed.success) void save(parsed.data);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Card body className="mb-3">
        <Row className="g-3">
          <Col md={6}>
            <Form.Group controlId="member-first-name">
              <Form.Label>
                First name
                <RequiredMark />
              </Form.Label>
              <Form.Control required value={values.firstName} onChange={(event) => set({ firstName: event.target.value })} isInvalid={Boolean(errorOf('firstName'))} autoComplete="off" />
              <Form.Control.Feedback type="invalid">{errorOf('firstName')}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={6}>
            <Form.Group controlId="member-last-name">
              <Form.Label>
                Last name
                <RequiredMark />
              </Form.Label>
              <Form.Control required value={values.surname} onChange={(event) => set({ surname: event.target.value })} isInvalid={Boolean(errorOf('surname'))} autoComplete="off" />
              <Form.Control.Feedback type="invalid">{errorOf('surname')}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={roles.length > 1 ? 8 : 12}>
            <Form.Group controlId="member-email">
              <Form.Label>
                E-mail
                {!isEditing && <RequiredMark />}
              </Form.Label>
              <Form.Control required={!isEditing} type="email" value={values.email} onChange={(event) => set({ email: event.target.value })} isInvalid={Boolean(errorOf('email'))} readOnly={isEditing} plaintext={isEditing} autoComplete="off" />
              <Form.Control.Feedback type="invalid">{errorOf('email')}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          {roles.length > 1 && (
            <Col md={4}>
              <Form.Group controlId="member-role">
                <Form.Label>Role</Form.Label>
                <Form.Select value={values.role} onChange={(event) => set({ role: event.target.value as TeamMemberRole })}>
                  {TEAM_MEMBER_ROLES.filter((role) => roles.includes(role)).map((role) => (
                    <option key={role} value={role}>
                      {TEAM_MEMBER_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          )}
        </Row>
        {!isEditing && <p className="small text-body-secondary mt-3 mb-0">They get a welcome e-mail with a link to set their password.</p>}
      </Card>
      <FormActions cancel={cancel} busy={isSaving} submitLabel={submitLabel} className="" />
    </Form>
  );
}
