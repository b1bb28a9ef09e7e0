import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_LINK_MESSAGES, type AuthLinkParams } from '../../../domain/auth-callables';
import { inAppContinuePath } from '../../../domain/continue-path';
import { buildPath } from '../../../domain/routes';
import { signOutEverywhere } from '../../../data/session/session-store';
import { firebaseClient } from '../../../lib/firebase/client';
import { confirmEmailChange } from '../../../data/auth/auth-store';
import { AuthCard, AuthLinkChecking } from '../components/auth-card';
import { LinkProblem } from '../components/link-problem';
import { useAuthLink } from '../components/use-auth-link';
import { authFailureMessage } from '../sign-in-error-message';
import { BusyButton } from '../../../components/busy-button';
import { DismissibleAlert } from '../../../components/dismissible-alert';

const TITLE = 'Confirm your new email address';
const linkMessages = new Set<string>(Object.values(AUTH_LINK_MESSAGES));

/**
 * Opening the link shows the new address and asks for one click: the change happens then, not on
 * load, so a mail scanner that fetches links cannot change anybody's address.
 */
function ConfirmEmailChange({ link, newEmail }: { link: AuthLinkParams; newEmail: string }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [linkSpent, setLinkSpent] = useState(false);

  async function confirm() {
    setSubmitting(true);
    setError(undefined);
    try {
      const email = await confirmEmailChange(link);
      // A session open in this browser was started under the old address; the next step signs in anew.
      if (firebaseClient().auth.currentUser) await signOutEverywhere();
      const params = new URLSearchParams({ email });
      const continuePath = inAppContinuePath(link.continuePath ?? null);
      if (continuePath) params.set('continuePath', continuePath);
      navigate(`${buildPath('updateEmailLogin')}?${params.toString()}`, { replace: true });
    } catch (failure) {
      const message = await authFailureMessage(failure);
      setError(message);
      setLinkSpent(linkMessages.has(message));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      icon="envelope-at"
      title={TITLE}
      lead="Your account's email address will change to:"
      footer={<Link to={buildPath('login')}>Back to sign in</Link>}
    >
      {error && (
        <DismissibleAlert variant="danger" onClose={() => setError(undefined)}>
          {error}
          {linkSpent && (
            <div className="mt-2">
              <Link
                to={`${buildPath('login')}?continuePath=${encodeURIComponent(buildPath('myAccount'))}`}
                className="alert-link"
              >
                Request a new link
              </Link>
            </div>
          )}
        </DismissibleAlert>
      )}
      <p className="fs-5 fw-semibold text-break border rounded-3 px-3 py-2 bg-body-tertiary mb-4">{newEmail}</p>
      <BusyButton className="w-100" size="lg" onClick={() => void confirm()} busy={submitting}>
        Confirm new address
      </BusyButton>
      <p className="small text-body-secondary mt-3 mb-0">
        From now on you will sign in with this address. Your password stays the same.
      </p>
    </AuthCard>
  );
}

export default function UpdateEmailPage() {
  const state = useAuthLink(['verifyAndChangeEmail']);
  if (state.status === 'checking') return <AuthLinkChecking />;
  if (state.status === 'failed') {
    return (
      <AuthCard
        icon="wifi-off"
        tone="danger"
        title={TITLE}
        lead={state.message}
        footer={<Link to={buildPath('login')}>Back to sign in</Link>}
      >
        <button type="button" className="btn btn-outline-primary w-100" onClick={() => window.location.reload()}>
          Try again
        </button>
      </AuthCard>
    );
  }
  if (state.status !== 'valid') return <LinkProblem status={state.status} newLinkFrom="myAccount" />;
  return <ConfirmEmailChange link={state.link} newEmail={state.email} />;
}
