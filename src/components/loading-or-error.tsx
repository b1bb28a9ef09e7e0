import type { ReactNode } from 'react';
import { errorMessage } from '../data/api-slice';
import { Alert } from './bootstrap/alert';
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
}

/**
 * What every screen that reads data shows while it loads and when the read failed: the skeleton
 * (a status named Loading) while it loads, the failure's message instead once a read failed.
 */
export function LoadingOrError({ isLoading, error, rows, skeleton, unavailable }: LoadingOrErrorProps) {
  if (error)
    return unavailable ? (
      <Alert variant="warning">{unavailable}</Alert>
    ) : (
      <Alert variant="danger">{errorMessage(error)}</Alert>
    );
  if (!isLoading) return null;
  return skeleton ?? <PageSkeleton rows={rows} />;
}
