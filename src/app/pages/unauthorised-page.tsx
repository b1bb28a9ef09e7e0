import { Link } from 'react-router';
import { buildPath } from '../../domain/routes';
import { useTerminology } from '../api/settings-api';

/** Where the role wall sends someone whose role doesn't open the page they asked for. */
export default function UnauthorisedPage() {
  const terminology = useTerminology();
  return (
    <div className="portal-state">
      <span className="portal-state-icon" aria-hidden="true">
        <i className="bi bi-shield-lock" />
      </span>
      <h1 className="h3 mt-3">You don't have access to this page</h1>
      <p className="text-body-secondary">Your role doesn't include this area. If you think it should, ask an event administrator.</p>
      <Link to={buildPath('dashboard')} className="btn btn-primary">
        Go To {terminology.dashboard}
      </Link>
    </div>
  );
}
