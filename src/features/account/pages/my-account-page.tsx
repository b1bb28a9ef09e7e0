import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { avatarColour, avatarInitials, avatarTextColour } from '../../../domain/avatar';
import { MIN_PASSWORD_LENGTH, newPasswordProblems } from '../../../domain/auth-callables';
import { AUTH_UNKNOWN_ERROR_MESSAGE, friendlyAuthMessage } from '../../../domain/messages';
import { emailError, required } from '../../../domain/field-checks';
import { useSessionTeam } from '../../../data/teams/use-session-team';
import { personLabel } from '../../../domain/roles';
import { normaliseEmail } from '../../../domain/user';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useSessionUser } from '../../../data/session/use-session';
import { normaliseError } from '../../../lib/firebase/errors';
import { setSession, type SessionUser } from '../../../data/session/session-state';
import { changePassword, requestEmailChange, updateDisplayName } from '../../../data/account/account-store';
import '../my-account.css';
import { BusyButton } from '../../../components/busy-button';
import type { IconName } from '../../../components/icon';
import { IconTile } from '../../../components/icon-tile';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { useFieldProblems, type FieldProblems } from '../../../components/use-field-problems';
import { InputField } from '../../../components/form-fields';
import { PasswordField } from '../../../components/password-field';

/** Ours: the spec leaves these form checks to us. */
const MESSAGES = {
  firstNameRequired: 'Enter your first name.',
  sameEmail: 'That is already your email address.',
  currentPasswordRequired: 'Enter your current password.',
} as const;

/** Auth codes become the spec's friendly text; a callable's own refusal is shown as it is. */
function accountErrorMessage(error: unknown): string {
  const { code, message } = normaliseError(error);
  if (code?.startsWith('auth/')) return friendlyAuthMessage(code);
  if (code?.startsWith('functions/') && code !== 'functions/internal') return message;
  return AUTH_UNKNOWN_ERROR_MESSAGE;
}

/**
 * An account form's submit: the form's own checks first (each message at its field, nothing sent),
 * then the change, busy meanwhile (a second submit while it runs is ignored); a refusal is shown in
 * the account's words (accountErrorMessage).
 */
function useAccountSubmit(findProblems: () => FieldProblems, change: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fieldProblems = useFieldProblems(findProblems);

  const send = useSingleSubmit(async () => {
    setBusy(true);
    try {
      await change();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  });

  const submit = fieldProblems.handleSubmit(() => {
    setError(undefined);
    return send(undefined);
  });

  return { submit, busy, error, problemAt: fieldProblems.at };
}

function AccountCard({
  icon,
  title,
  description,
  children,
}: {
  icon: IconName;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="account-card border-0 shadow-sm h-100">
      <Card.Body className="p-4">
        <div className="d-flex align-items-start gap-3 mb-3">
          <IconTile icon={icon} className="account-card-icon" />
          <div>
            <h2 className="h5 mb-1">{title}</h2>
            <p className="text-body-secondary small mb-0">{description}</p>
          </div>
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

function NameForm({ user }: { user: SessionUser }) {
  const feedback = useFeedback();
  const [firstName, setFirstName] = useState(user.firstName);
  const [surname, setSurname] = useState(user.surname);
  const unchanged = firstName.trim() === user.firstName && surname.trim() === user.surname;
  const {
    submit,
    busy: saving,
    error,
    problemAt,
  } = useAccountSubmit(
    () => ({ 'account-first-name': required(firstName, MESSAGES.firstNameRequired) }),
    async () => {
      await updateDisplayName(firstName.trim(), surname.trim());
      setSession({ status: 'signedIn', user: { ...user, firstName: firstName.trim(), surname: surname.trim() } });
      feedback.showSuccess();
    },
  );

  return (
    <AccountCard icon="person-vcard" title="Your name" description="How organisers and your team see you.">
      <Form onSubmit={submit} noValidate aria-label="Your name">
        {error && <Alert variant="danger">{error}</Alert>}
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <InputField
              id="account-first-name"
              label="First name"
              required
              autoComplete="given-name"
              error={problemAt('account-first-name')}
              value={firstName}
              onChange={setFirstName}
            />
          </Col>
          <Col sm={6}>
            <InputField
              id="account-surname"
              label="Last name"
              autoComplete="family-name"
              value={surname}
              onChange={setSurname}
            />
          </Col>
        </Row>
        <BusyButton type="submit" busy={saving} disabled={unchanged}>
          Save name
        </BusyButton>
      </Form>
    </AccountCard>
  );
}

function EmailForm({ user }: { user: SessionUser }) {
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const email = normaliseEmail(newEmail);
  const {
    submit,
    busy: sending,
    error,
    problemAt,
  } = useAccountSubmit(
    () => ({
      'account-new-email': emailError(email) ?? (email === normaliseEmail(user.email) ? MESSAGES.sameEmail : undefined),
    }),
    async () => {
      await requestEmailChange(user.uid, email);
      setSentTo(email);
      setNewEmail('');
    },
  );

  return (
    <AccountCard
      icon="envelope-at"
      title="Email address"
      description="You sign in with this address, and emails from the event go to it."
    >
      <p className="mb-3">
        <span className="text-body-secondary small d-block">Current address</span>
        <strong className="text-break" data-testid="current-email">
          {user.email}
        </strong>
      </p>
      {sentTo && (
        <Alert variant="info" onClose={() => setSentTo(undefined)} dismissible>
          We have sent a link to <strong className="text-break">{sentTo}</strong>. Your address changes when you open
          it; the link works once, for an hour.
        </Alert>
      )}
      <Form onSubmit={submit} noValidate aria-label="Change email address">
        {error && <Alert variant="danger">{error}</Alert>}
        <InputField
          id="account-new-email"
          className="mb-3"
          label="New email address"
          type="email"
          autoComplete="email"
          error={problemAt('account-new-email')}
          value={newEmail}
          onChange={setNewEmail}
          placeholder="you@company.com"
          hint="We'll send a link to the new address to check it is yours."
        />
        <BusyButton type="submit" busy={sending} disabled={!newEmail.trim()}>
          Send verification link
        </BusyButton>
      </Form>
    </AccountCard>
  );
}

function PasswordForm() {
  const feedback = useFeedback();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');

  function problems(): FieldProblems {
    const entries = newPasswordProblems(next, confirmation);
    return {
      'account-current-password': current ? undefined : MESSAGES.currentPasswordRequired,
      'account-new-password': entries.password,
      'account-confirm-password': entries.confirmation,
    };
  }

  const {
    submit,
    busy: saving,
    error,
    problemAt,
  } = useAccountSubmit(problems, async () => {
    await changePassword(current, next);
    setCurrent('');
    setNext('');
    setConfirmation('');
    feedback.showSuccess('Your password has been changed');
  });

  return (
    <AccountCard
      icon="shield-lock"
      title="Password"
      description="Confirm your current password, then choose a new one."
    >
      <Form onSubmit={submit} noValidate aria-label="Change password">
        {error && <Alert variant="danger">{error}</Alert>}
        <input type="text" autoComplete="username" hidden readOnly value="" aria-hidden="true" />
        <PasswordField
          id="account-current-password"
          label="Current password"
          autoComplete="current-password"
          error={problemAt('account-current-password')}
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          id="account-new-password"
          label="New password"
          autoComplete="new-password"
          error={problemAt('account-new-password')}
          value={next}
          onChange={setNext}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordField
          id="account-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          error={problemAt('account-confirm-password')}
          value={confirmation}
          onChange={setConfirmation}
        />
        <BusyButton type="submit" busy={saving}>
          Change password
        </BusyButton>
      </Form>
    </AccountCard>
  );
}

export default function MyAccountPage() {
  const user = useSessionUser();
  const label = personLabel(user, useSessionTeam(user));
  const fullName = [user.firstName, user.surname].filter(Boolean).join(' ');
  const initials = avatarInitials(user.firstName, user.surname) || user.email.charAt(0).toUpperCase();
  return (
    <div className="px-3 py-3 px-md-4 account-page">
      <Breadcrumbs currentLabel="My Account" />
      <div className="d-flex align-items-center gap-3 mt-2 mb-4">
        <span
          className="account-avatar"
          aria-hidden="true"
          style={{ background: avatarColour(user.firstName), color: avatarTextColour(avatarColour(user.firstName)) }}
        >
          {initials}
        </span>
        <div className="min-w-0">
          <h1 className="h3 mb-0">My Account</h1>
          <p className="text-body-secondary mb-0 text-truncate">
            {[fullName || user.email, label].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <Row className="g-4">
        <Col lg={6}>
          <div className="d-flex flex-column gap-4">
            <NameForm user={user} />
            <EmailForm key={user.email} user={user} />
          </div>
        </Col>
        <Col lg={6}>
          <PasswordForm />
        </Col>
      </Row>
    </div>
  );
}
