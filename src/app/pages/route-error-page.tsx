import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ERROR_SCREEN_TEXT } from '../../domain/messages';
import { buildPath } from '../../domain/routes';
import { normaliseError } from '../../lib/firebase/errors';
import { reportProblem } from '../../lib/firebase/reporting';
import { Icon } from '../../components/icon';

type ErrorScope = 'section' | 'app';

/**
 * "Something Went Wrong" with the error and three ways forward. Try Again opens the same address
 * again in place (the router clears a route's error on a navigation), so the screen renders anew;
 * the second button reloads the browser page; Go To Dashboard opens the dashboard.
 */
function ErrorScreen({ scope }: { scope: ErrorScope }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => reportProblem(error, { area: scope }), [error, scope]);
  const actions = (
    <div className="d-flex flex-wrap gap-2 justify-content-center">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void navigate(location, { replace: true, preventScrollReset: true })}
      >
        {ERROR_SCREEN_TEXT.tryAgain}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
        {scope === 'app' ? ERROR_SCREEN_TEXT.reloadApp : ERROR_SCREEN_TEXT.refreshPage}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => void navigate(buildPath('dashboard'))}>
        {ERROR_SCREEN_TEXT.goToDashboard}
      </button>
    </div>
  );
  const message = <p className="text-body-secondary">{normaliseError(error).message}</p>;
  if (scope === 'section') {
    return (
      <div className="section-error d-flex justify-content-center px-3 py-5" role="alert">
        <div className="section-error-card text-center">
          <span className="section-error-icon" aria-hidden="true">
            <Icon name="exclamation-triangle" />
          </span>
          <h1 className="h4 mt-3">{ERROR_SCREEN_TEXT.title}</h1>
          {message}
          {actions}
        </div>
      </div>
    );
  }
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center p-3">
      <div className="text-center" role="alert" style={{ maxWidth: 520 }}>
        <Icon name="exclamation-octagon" className="display-4 text-danger" />
        <h1 className="h3 mt-3">{ERROR_SCREEN_TEXT.title}</h1>
        {message}
        {actions}
      </div>
    </main>
  );
}

/** A screen that failed (its code, or its render): shown in the page area, the frame and menu stay. */
export function SectionErrorPage() {
  return <ErrorScreen scope="section" />;
}

/** Whatever broke outside a screen (the signed-in frame itself): the whole window. */
export function AppErrorPage() {
  return <ErrorScreen scope="app" />;
}
