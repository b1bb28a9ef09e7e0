import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../components/list-table/list-empty-state';
import type { NormalisedError } from '../../../lib/firebase/errors';
import { buildPath } from '../../../domain/routes';

/** Ours: what a form that cannot be opened says when no more precise message applies. */
export const FORM_UNAVAILABLE_MESSAGE = 'This form is not available.';

/**
 * A form that can't be filled in: missing, not published, archived, (for guests) not public, not
 * open at this time or taking no more entries;
 * signed-in people get the way back to their forms.
 */
export function FormUnavailable({
  error,
  message,
  showFormsLink = true,
  children,
}: {
  error?: NormalisedError;
  message?: string;
  showFormsLink?: boolean;
  /** More ways on, beside the way back to the forms. */
  children?: ReactNode;
}) {
  return (
    <div className="p-3 p-md-4">
      <ListEmptyState icon="ui-checks" title={message ?? error?.message ?? FORM_UNAVAILABLE_MESSAGE}>
        {showFormsLink && (
          <Link to={buildPath('forms')} className="btn btn-primary btn-sm mt-2">
            See your forms
          </Link>
        )}
        {children}
      </ListEmptyState>
    </div>
  );
}
