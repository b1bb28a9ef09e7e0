import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../domain/routes';
import { useSession } from '../../data/session/use-session';
import { useTerminology } from '../../data/settings/settings-api';
import { Icon, type IconName } from '../../components/icon';

/** A page that explains why there is nothing to show here, with the way back to the dashboard (to the sign-in, signed out). */
export function StatusPage({
  icon,
  code,
  title,
  children,
}: {
  icon: IconName;
  code?: string;
  title: string;
  children: ReactNode;
}) {
  const terminology = useTerminology();
  const signedOut = useSession().status === 'signedOut';
  return (
    <div className="portal-state">
      <span className="portal-state-icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      {code && <p className="display-6 fw-bold text-body-tertiary mt-3 mb-0">{code}</p>}
      <h1 className={`h3${code ? '' : ' mt-3'}`}>{title}</h1>
      <p className="text-body-secondary">{children}</p>
      {signedOut ? (
        <Link to={buildPath('login')} className="btn btn-primary">
          Go To Sign In
        </Link>
      ) : (
        <Link to={buildPath('dashboard')} className="btn btn-primary">
          Go To {terminology.dashboard}
        </Link>
      )}
    </div>
  );
}
