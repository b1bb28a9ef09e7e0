import { Link } from 'react-router';
import { buildPath } from '../../domain/routes';
import { useTerminology } from '../api/settings-api';

/** Any path that opens no screen. */
export default function NotFoundPage() {
  const terminology = useTerminology();
  return (
    <div className="portal-state">
      <span className="portal-state-icon" aria-hidden="true">
        <i className="bi bi-signpost-split" />
      </span>
      <p className="display-6 fw-bold text-body-tertiary mt-3 mb-0">404</p>
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary">The page you asked for doesn't exist or has moved. Check the address, or carry on from the {terminology.dashboard.toLowerCase()}.</p>
      <Link to={buildPath('dashboard')} className="btn btn-primary">
        Go To {terminology.dashboard}
      </Link>
    </div>
  );
}
