import { Component, type ErrorInfo, type ReactNode } from 'react';
import { normaliseError } from '../../lib/firebase/errors';
import { reportProblem } from '../../lib/firebase/reporting';
import { Icon } from '../../components/icon';

type State = { error?: unknown };

/** The app-wide error: whatever broke outside a page's own boundary, the person has three ways forward. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportProblem(error, { area: 'app' }, { componentStack: info.componentStack ?? '' });
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <main className="min-vh-100 d-flex align-items-center justify-content-center p-3">
        <div className="text-center" role="alert" style={{ maxWidth: 520 }}>
          <Icon name="exclamation-octagon" className="display-4 text-danger" />
          <h1 className="h3 mt-3">Something Went Wrong</h1>
          <p className="text-muted">{normaliseError(this.state.error).message}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <button type="button" className="btn btn-primary" onClick={() => this.setState({ error: undefined })}>
              Try Again
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
              Reload App
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.assign('/')}>
              Go To Dashboard
            </button>
          </div>
        </div>
      </main>
    );
  }
}
