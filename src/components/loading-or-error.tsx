import type { ReactNode } from 'react';
import { errorMessage } from '../data/api-slice';
import { Alert } from './bootstrap/alert';
import { Button } from './bootstrap/button';
import { PageSkeleton } from './page-skeleton';

export interface LoadingOrErrorProps {
  isLoading: boolean;
  /** A read's error (or the first of several); its message shows in a danger banner. */
  error?: unknown;
  /** How many placeholder lines the page skeleton shows. */
  rows?: number;
  /** A skeleton in the shape of what loads (cards, a list), instead of the page skeleton; a status named Loading. */
  skeleton?: ReactNode;
  /** For a screen that says a record is not available rather than why: shown as a warning instead of the message. */
  unavailable?: ReactNode;
  /** Offers Try again beside the failure's message (a read that may pass the next time, e.g. offline). */
  onRetry?: () => void;
}

/**
 * What every screen that reads data shows while it loads and when the read failed: the skeleton
 * (a status named Loading) while it loads, the failure's message instead once a read failed.
 */
export function LoadingOrError({ isLoading, error, rows, skeleton, unavailable, onRetry }: LoadingOrErrorProps) {
  if (error)
    return unavailable ? (
      <Alert variant="warning">{unavailable}</Alert>
    ) : (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{errorMessage(error)}</span>
        {onRetry && (
          <Button size="sm" variant="outline-danger" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  if (!isLoading) return null;
  return skeleton ?? <PageSkeleton rows={rows} />;
}
