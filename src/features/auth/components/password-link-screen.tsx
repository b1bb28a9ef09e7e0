import { useState } from 'react';
import { Link } from 'react-router';
import {
  AUTH_LINK_MESSAGES,
  MIN_PASSWORD_LENGTH,
  newPasswordProblems,
  type AuthLinkParams,
} from '../../../domain/auth-callables';
import { inAppContinuePath } from '../../../domain/continue-path';
import { buildPath } from '../../../domain/routes';
import { setPasswordWithLink } from '../../../data/auth/auth-store';
import { signInWithEmail } from '../../../data/session/session-store';
import { authFailureMessage } from '../sign-in-error-message';
import { AuthCard, AuthLinkChecking } from './auth-card';
import { LinkProblem } from './link-problem';
import { PasswordField } from '../../../components/password-field';
import { useAuthLink } from './use-auth-link';
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in';
import { BusyButton } from '../../../components/busy-button';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { useFieldProblems } from '../../../components/use-field-problems';

type PasswordMode = 'setPassword' | 'resetPassword';

const COPY: Record<PasswordMode, { title: string; lead: string; submit: string; done: string; doneLead: string }> = {
  // A set password signs the person in at once; this confirmation shows only if that sign-in fails.
  setPassword: {
    title: 'Set your password',
    lead: 'Choose a password for your account. You will use it with your email address to sign in.',
    submit: 'Set password',
    done: 'Your password is set',
    doneLead: 'You can now sign in with your email address and your new password.',
  },
  resetPassword: {
    title: 'Choose a new password',
    lead: 'Enter a new password for your account.',
    submit: 'Change password',
    done: 'Your password has been changed',
    doneLead: 'Sign in with your new password. We have sent a confirmation to your email address.',
  },
};

/** Ours: the spec leaves the confirmation rule to us. */

const linkMessages = new Set<string>(Object.values(AUTH_LINK_MESSAGES));

function PasswordForm({
  mode,
  link,
  email,
}: {
  mode: PasswordMode;
  link: AuthLinkParams & { mode: PasswordMode };
  email: string;
}) {
  const copy = COPY[mode];
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [doneFor, setDoneFor] = useState<string>();
  const [linkSpent, setLinkSpent] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // Once the new password has signed the person in, the link's continuePath (or their home) opens.
  useRedirectWhenSignedIn(link.continuePath ?? null, signedIn);

  const fieldProblems = useFieldProblems(() => {
    const problems = newPasswordProblems(password, confirmation);
    return { 'new-password': problems.password, 'confirm-password': problems.confirmation };
  });

  async function setNewPassword() {
    if (submitting) return;
    setError(undefined);
    setSubmitting(true);
    let email: string;
    try {
      email = await setPasswordWithLink(link, password);
    } catch (failure) {
      const message = await authFailureMessage(failure);
      setError(message);
      // Opened in two tabs, or expired while the form was open: offer a new link, as on arrival.
      setLinkSpent(linkMessages.has(message));
      setSubmitting(false);
      return;
    }
    if (mode === 'resetPassword') {
      setDoneFor(email);
      setSubmitting(false);
      return;
    }
    try {
      await signInWithEmail(email, password);
      setSignedIn(true);
    } catch {
      // The password is set all the same: the person signs in from the confirmation.
      setDoneFor(email);
      setSubmitting(false);
    }
  }

  if (doneFor !== undefined) {
    const params = new URLSearchParams({ email: doneFor });
    const continuePath = inAppContinuePath(link.continuePath ?? null);
    if (continuePath) params.set('continuePath', continuePath);
    return (
      <AuthCard icon="shield-check" tone="success" title={copy.done} lead={copy.doneLead}>
        <Link to={`${buildPath('login')}?${params.toString()}`} className="btn btn-primary btn-lg w-100">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon="shield-lock"
      title={copy.title}
      lead={copy.lead}
      footer={<Link to={buildPath('login')}>Back to sign in</Link>}
    >
      <form onSubmit={fieldProblems.handleSubmit(setNewPassword)} noValidate aria-label={copy.title}>
        {error && (
          <DismissibleAlert variant="danger" onClose={() => setError(undefined)}>
            {error}
            {linkSpent && (
              <div className="mt-2">
                <Link to={buildPath('forgotPassword')} className="alert-link">
                  Request a new link
                </Link>
              </div>
            )}
          </DismissibleAlert>
        )}
        {email && (
          <div className="mb-3">
            <label className="form-label" htmlFor="password-link-email">
              Email
            </label>
            <input
              id="password-link-email"
              className="form-control-plaintext fw-semibold"
              type="email"
              autoComplete="username"
              value={email}
              readOnly
            />
          </div>
        )}
        <PasswordField
          id="new-password"
          label="New password"
          error={fieldProblems.at('new-password')}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          autoFocus
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm new password"
          error={fieldProblems.at('confirm-password')}
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          className="mb-4"
        />
        <BusyButton type="submit" className="w-100" size="lg" busy={submitting}>
          {copy.submit}
        </BusyButton>
      </form>
    </AuthCard>
  );
}

/** The screen a set-password or reset-password link opens. */
export function PasswordLinkScreen({ mode }: { mode: PasswordMode }) {
  const state = useAuthLink([mode]);
  if (state.status === 'checking') return <AuthLinkChecking />;
  if (state.status === 'failed') {
    return (
      <AuthCard
        icon="wifi-off"
        tone="danger"
        title={COPY[mode].title}
        lead={state.message}
        footer={<Link to={buildPath('login')}>Back to sign in</Link>}
      >
        <button type="button" className="btn btn-outline-primary w-100" onClick={() => window.location.reload()}>
          Try again
        </button>
      </AuthCard>
    );
  }
  if (state.status !== 'valid') return <LinkProblem status={state.status} newLinkFrom="forgotPassword" />;
  return <PasswordForm mode={mode} link={{ ...state.link, mode }} email={state.email} />;
}
