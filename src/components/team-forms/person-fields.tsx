import { Col } from '../bootstrap/grid';
import { InputField } from '../form-fields';

type PersonKey = 'firstName' | 'surname' | 'email';

interface PersonFieldsProps {
  /** Starts the fields' ids: 'owner' gives owner-first-name, owner-last-name and owner-email. */
  idPrefix: string;
  values: Record<PersonKey, string>;
  onChange: (patch: Partial<Record<PersonKey, string>>) => void;
  errors: Partial<Record<PersonKey, string>>;
  /** The email's column width from md up (the names take half a row each). */
  emailWidth: number;
  /** Editing a person: the email is shown but not typed in (it changes through the person's own verified flow). */
  isEmailReadOnly?: boolean;
}

/** The first name, last name and email of a person joining a team (its owner or a member), as columns of the caller's row. */
export function PersonFields({
  idPrefix,
  values,
  onChange,
  errors,
  emailWidth,
  isEmailReadOnly = false,
}: PersonFieldsProps) {
  return (
    <>
      <Col md={6}>
        <InputField
          id={`${idPrefix}-first-name`}
          label="First name"
          required
          value={values.firstName}
          onChange={(firstName) => onChange({ firstName })}
          error={errors.firstName}
          autoComplete="off"
        />
      </Col>
      <Col md={6}>
        <InputField
          id={`${idPrefix}-last-name`}
          label="Last name"
          required
          value={values.surname}
          onChange={(surname) => onChange({ surname })}
          error={errors.surname}
          autoComplete="off"
        />
      </Col>
      <Col md={emailWidth}>
        <InputField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          required={!isEmailReadOnly}
          readOnly={isEmailReadOnly}
          plaintext={isEmailReadOnly}
          value={values.email}
          onChange={(email) => onChange({ email })}
          error={errors.email}
          autoComplete="off"
        />
      </Col>
    </>
  );
}
