import { useLayoutEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { signInWithEmail } from '../../../data/session/session-store';
import { authFailureMessage } from '../sign-in-error-message';
import { PasswordField } from '../../../components/password-field';
import { BusyButton } from '../../../components/busy-button';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { typedBeforeTakeOver } from '../../../lib/prerendered';
import { useHydrated } from '../../../components/use-take-over-from-html';

export interface SignInFormProps {
  initialEmail?: string;
  /** Carried on to the forgot-password screen, so a reset brings the person back where they were going. */
  continuePath?: string;
}

/**
 * Email and password. Signing in records the login (hasLoggedIn, lastLoginInTime); the screen
 * around it moves on once the session holds the user.
 */
export function SignInForm({ initialEmail = '', continuePath }: SignInFormProps) {
  // The sign-in screen paints from its HTML: what was typed there before the app took over is kept.
  const [email, setEmail] = useState(() => typedBeforeTakeOver('login-email') || initialEmail);
  const [password, setPassword] = useState(() => typedBeforeTakeOver('login-password'));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // What was typed while React took the HTML over (after the state above was read, before React
  // listened to the fields) is in the fields only: read once more as the take-over commits.
  useLayoutEffect(() => {
    const typedEmail = typedBeforeTakeOver('login-email');
    const typedPassword = typedBeforeTakeOver('login-password');
    /* eslint-disable react-hooks/set-state-in-effect -- the HTML's fields are read once, as an outside source */
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await signInWithEmail(email, password);
    } catch (failure) {
      setError(await authFailureMessage(failure));
      setSubmitting(false);
    }
  }

  // The HTML's link has no email typed before the take-over; it gains it once hydrated.
  const linkEmail = useHydrated() ? email.trim() : initialEmail.trim();
  const forgotParams = new URLSearchParams();
  if (linkEmail) forgotParams.set('email', linkEmail);
  if (continuePath) forgotParams.set('continuePath', continuePath);
  const forgotQuery = forgotParams.toString();

  return (
    // noValidate: the browser's own tooltip would sit over our message; Firebase's answer for a bad address is shown instead.
    <form onSubmit={submit} aria-label="Sign in" noValidate>
      {error && (
        <DismissibleAlert variant="danger" onClose={() => setError(undefined)}>
          {error}
        </DismissibleAlert>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="login-email">
          Email
        </label>
        <input
          id="login-email"
          className="form-control"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus={!initialEmail}
          placeholder="you@company.com"
        />
      </div>
      <PasswordField
        label="Password"
        id="login-password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        autoFocus={Boolean(initialEmail)}
        className="mb-2"
      />
      <div className="text-end mb-4">
        <Link to={`${buildPath('forgotPassword')}${forgotQuery ? `?${forgotQuery}` : ''}`} className="small">
          Forgot password?
        </Link>
      </div>
      <BusyButton type="submit" className="w-100" size="lg" busy={submitting}>
        Sign in
      </BusyButton>
    </form>
  );
}
