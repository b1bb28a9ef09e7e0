import { Link } from 'react-router';
import type { AuthTokenStatus } from '../../../domain/auth-callables';
import { buildPath } from '../../../domain/routes';
import { AuthCard } from './auth-card';

const TITLES: Record<Exclude<AuthTokenStatus, 'valid'>, string> = {
  expired: 'This link has expired',
  used: 'This link has already been used',
  invalid: 'This link is not valid',
};

// The heading says what is wrong (as the callables' AUTH_LINK_MESSAGES do); the lead says what to do.
const LEADS: Record<Exclude<AuthTokenStatus, 'valid'>, string> = {
  expired: 'For your security, emailed links work only for a limited time. Request a new link to continue.',
  used: 'Each emailed link works once. Request a new link if you still need one.',
  invalid: 'It may be incomplete: open it straight from the email, or request a new link.',
};

export interface LinkProblemProps {
  status: Exclude<AuthTokenStatus, 'valid'>;
  /** Where a new link comes from: the forgot-password screen, or (for an email change) My account. */
  newLinkFrom: 'forgotPassword' | 'myAccount';
}

/** A link that cannot be used says why and offers the way to a new one. */
export function LinkProblem({ status, newLinkFrom }: LinkProblemProps) {
  const newLinkPath =
    newLinkFrom === 'forgotPassword'
      ? buildPath('forgotPassword')
      : `${buildPath('login')}?continuePath=${encodeURIComponent(buildPath('myAccount'))}`;
  return (
    <AuthCard
      icon={status === 'used' ? 'link-45deg' : status === 'expired' ? 'clock-history' : 'exclamation-triangle'}
      tone="danger"
      title={TITLES[status]}
      lead={LEADS[status]}
      footer={<Link to={buildPath('login')}>Back to sign in</Link>}
    >
      <Link to={newLinkPath} className="btn btn-primary w-100">
        Request a new link
      </Link>
      {newLinkFrom === 'myAccount' && (
        <p className="small text-body-secondary mt-3 mb-0">
          Sign in with your current email address, then change it again from My account.
        </p>
      )}
    </AuthCard>
  );
}
