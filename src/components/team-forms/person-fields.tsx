import { Col } from '../bootstrap/grid';
import { InputField } from '../form-fields';

type PersonKey = 'firstName' | 'surname' | 'email';

interface PersonFieldsProps {
  /** Starts the fields' ids: 'owner' gives owner-first-name, owner-last-name and owner-email. */
  idPrefix: string;
  values: Record<PersonKey, string>;
  onChange: (patch: Partial<Record<PersonKey, string>>) => void;
  /** The problem found at a field, by its id (personFieldIds). */
  problemAt: (id: string) => string | undefined;
  /** The email's column width from md up (the names take half a row each). */
  emailWidth: number;
  /** Editing a person: the email is shown but not typed in (it changes through the person's own verified flow). */
  isEmailReadOnly?: boolean;
}

/** The ids of a person's fields under a prefix, by their key in the person's values. */
export function personFieldIds(idPrefix: string): Record<PersonKey, string> {
  return { firstName: `${idPrefix}-first-name`, surname: `${idPrefix}-last-name`, email: `${idPrefix}-email` };
}

/** The first name, last name and email of a person joining a team (its owner or a member), as columns of the caller's row. */
export function PersonFields({
  idPrefix,
  values,
  onChange,
  problemAt,
  emailWidth,
  isEmailReadOnly = false,
}: PersonFieldsProps) {
  const ids = personFieldIds(idPrefix);
  return (
    <>
      <Col md={6}>
        <InputField
          id={ids.firstName}
          label="First name"
          required
          value={values.firstName}
          onChange={(firstName) => onChange({ firstName })}
          error={problemAt(ids.firstName)}
          autoComplete="off"
        />
      </Col>
      <Col md={6}>
        <InputField
          id={ids.surname}
          label="Last name"
          required
          value={values.surname}
          onChange={(surname) => onChange({ surname })}
          error={problemAt(ids.surname)}
          autoComplete="off"
        />
      </Col>
      <Col md={emailWidth}>
        <InputField
          id={ids.email}
          label="Email"
          type="email"
          required={!isEmailReadOnly}
          readOnly={isEmailReadOnly}
          plaintext={isEmailReadOnly}
          value={values.email}
          onChange={(email) => onChange({ email })}
          error={problemAt(ids.email)}
          autoComplete="off"
        />
      </Col>
    </>
  );
}
