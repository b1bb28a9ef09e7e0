import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { requestPasswordReset } from '../../../data/auth/auth-store';
import { AuthCard } from '../components/auth-card';
import { inAppContinuePath } from '../../../domain/continue-path';
import { authFailureMessage } from '../sign-in-error-message';
import { BusyButton } from '../../../components/busy-button';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { useSingleSubmit } from '../../../components/use-single-submit';

export default function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const continuePath = inAppContinuePath(searchParams.get('continuePath'));
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const loginPath = `${buildPath('login')}${continuePath ? `?continuePath=${encodeURIComponent(continuePath)}` : ''}`;

  const send = useSingleSubmit(async (address: string) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await requestPasswordReset(address, continuePath);
      setSentTo(address);
    } catch (failure) {
      setError(await authFailureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(email.trim());
  }

  if (sentTo) {
    // The same words whether or not the address has an account: the screen must not tell who is registered.
    return (
      <AuthCard
        icon="envelope-check"
        tone="success"
        title="Check your inbox"
        footer={<Link to={loginPath}>Back to sign in</Link>}
      >
        <p className="mb-3">
          If an account exists for <strong className="text-break">{sentTo}</strong>, we have sent it a link to choose a
          new password.
        </p>
        <p className="text-body-secondary small mb-4">
          The link works once and expires after an hour. Nothing there? Check your spam folder, or send another link.
        </p>
        <button type="button" className="btn btn-outline-primary w-100" onClick={() => setSentTo(undefined)}>
          Send another link
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon="key"
      title="Forgot your password?"
      lead="Enter the email address you sign in with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to={loginPath}>Back to sign in</Link>
        </>
      }
    >
      <form onSubmit={submit} aria-label="Request a password reset link">
        {error && (
          <DismissibleAlert variant="danger" onClose={() => setError(undefined)}>
            {error}
          </DismissibleAlert>
        )}
        <div className="mb-4">
          <label className="form-label" htmlFor="forgot-email">
            Email
          </label>
          <input
            id="forgot-email"
            className="form-control"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@company.com"
          />
        </div>
        <BusyButton type="submit" className="w-100" size="lg" busy={submitting}>
          Send reset link
        </BusyButton>
      </form>
    </AuthCard>
  );
}
