import { Alert } from './bootstrap/alert';
import { PageSkeleton } from './page-skeleton';

/** The top of a screen that loads a record: the skeleton while it loads, then the failure, if any. */
export function LoadingOrError({ isLoading, error, rows }: { isLoading: boolean; error: { message?: string } | undefined; rows?: number }) {
  return (
    <>
      {isLoading && <PageSkeleton rows={rows} />}
      {error && <Alert variant="danger">{error.message}</Alert>}
    </>
  );
}
