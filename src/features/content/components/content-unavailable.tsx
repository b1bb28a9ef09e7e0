import type { ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile';

/** The friendly dead end for a page that is missing, private, unpublished or not for this team. */
export function ContentUnavailable({
  action,
  message = 'This page is not available',
}: {
  action?: ReactNode;
  message?: string;
}) {
  return (
    <div className="text-center py-5 px-3 mx-auto" style={{ maxWidth: '32rem' }}>
      <IconTile icon="eye-slash" className="content-page-icon mb-3" />
      <h1 className="h4">{message}</h1>
      <p className="text-body-secondary">
        It may have been unpublished or moved, or it may not be shared with you. If you followed a link, ask the person
        who sent it.
      </p>
      {action}
    </div>
  );
}
