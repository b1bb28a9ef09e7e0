import Button from 'react-bootstrap/Button';
import { useNavigate, useRouteError } from 'react-router';
import { normaliseError } from '../../lib/firebase/errors';
import { reportProblem } from '../../lib/firebase/reporting';
import { useEffect } from 'react';
import { Icon } from '../../components/icon';

/** The app-wide error: whatever broke, the person has three ways forward. */
export function AppErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => reportProblem(error, { area: 'app' }), [error]);
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center p-3">
      <div className="text-center" role="alert" style={{ maxWidth: 520 }}>
        <Icon name="exclamation-octagon" className="display-4 text-danger" />
        <h1 className="h3 mt-3">Something Went Wrong</h1>
        <p className="text-muted">{normaliseError(error).message}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Button onClick={() => navigate(0)}>Try Again</Button>
          <Button variant="outline-secondary" onClick={() => window.location.reload()}>
            Reload App
          </Button>
          <Button variant="outline-secondary" onClick={() => window.location.assign('/')}>
            Go To Dashboard
          </Button>
        </div>
      </div>
    </main>
  );
}
