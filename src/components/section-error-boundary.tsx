import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from './navigation/router';
import { ERROR_SCREEN_TEXT } from '../domain/messages';
import { normaliseError } from '../lib/firebase/errors';
import { reportProblem } from '../lib/firebase/reporting';
import { Icon } from './icon';

type BoundaryProps = {
  children: ReactNode;
  /** A change (the page's path) clears the error, so moving to another page (the dashboard too) shows that page. */
  resetKey: string;
  onGoToDashboard(): void;
};
type BoundaryState = { error?: unknown; resetKey: string };

class SectionBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportProblem(error, { area: 'section' }, { componentStack: info.componentStack ?? '' });
  }

  private readonly tryAgain = () => this.setState({ error: undefined });


  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="section-error d-flex justify-content-center px-3 py-5" role="alert">
        <div className="section-error-card text-center">
          <span className="section-error-icon" aria-hidden="true">
            <Icon name="exclamation-triangle" />
          </span>
          <h2 className="h4 mt-3">{ERROR_SCREEN_TEXT.title}</h2>
          <p className="text-body-secondary">{normaliseError(this.state.error).message}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <button type="button" className="btn btn-primary" onClick={this.tryAgain}>
              {ERROR_SCREEN_TEXT.tryAgain}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
              {ERROR_SCREEN_TEXT.refreshPage}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={this.props.onGoToDashboard}>
              {ERROR_SCREEN_TEXT.goToDashboard}
            </button>
          </div>
        </div>
      </div>
    );
  }
}

/**
 * Keeps a failing page from taking the shell down: the menu stays, and the page area shows
 * "Something Went Wrong" with Try Again, Refresh Page and Go To Dashboard.
 */
export function SectionErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <SectionBoundary resetKey={pathname} onGoToDashboard={() => void navigate('/')}>
      {children}
    </SectionBoundary>
  );
}
