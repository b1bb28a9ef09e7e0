import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { MAX_CONTENT_VERSIONS, type ContentVersion } from '../../../domain/content-draft';
import { formatDateTimeWithZone } from '../../../domain/event-time';

export interface ContentHistoryProps {
  /** Newest first. */
  versions: readonly ContentVersion[];
  timeZone: string;
  onRestore: (version: ContentVersion) => void;
  disabled?: boolean;
}

/** The page's published versions, newest first, each with Restore (confirmed) into the draft. */
export function ContentHistory({ versions, timeZone, onRestore, disabled }: ContentHistoryProps) {
  const [toRestore, setToRestore] = useState<ContentVersion>();
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-1">Version history</h2>
        <p className="text-body-secondary small">
          Each publish is kept as a version; the last {MAX_CONTENT_VERSIONS} are kept and older ones removed.
        </p>
        {versions.length === 0 ? (
          <p className="mb-0 text-body-secondary">No versions yet: publishing the page stores the first.</p>
        ) : (
          <ol className="list-unstyled mb-0 d-grid gap-2" aria-label="Versions">
            {versions.map((version, index) => (
              <li key={version.id} className="d-flex flex-wrap align-items-center gap-2 border rounded-3 p-2">
                <div className="flex-grow-1 min-w-0">
                  <div className="fw-semibold text-truncate">
                    {formatDateTimeWithZone(version.publishedAt, timeZone)}
                    {index === 0 && <span className="badge text-bg-success ms-2">Latest</span>}
                  </div>
                  <div className="small text-body-secondary text-truncate">
                    {version.publishedBy || 'Unknown'} · {version.settings.title}
                  </div>
                </div>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={disabled}
                  onClick={() => setToRestore(version)}
                  aria-label={`Restore the version of ${formatDateTimeWithZone(version.publishedAt, timeZone)}`}
                >
                  <Icon name="arrow-counterclockwise" className="me-1" />
                  Restore
                </Button>
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
      <Dialog
        show={toRestore !== undefined}
        onHide={() => setToRestore(undefined)}
        centered
        title="Restore this version?"
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setToRestore(undefined)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (toRestore) onRestore(toRestore);
                setToRestore(undefined);
              }}
            >
              Restore version
            </Button>
          </>
        }
      >
        The settings and sections published on{' '}
        {toRestore ? formatDateTimeWithZone(toRestore.publishedAt, timeZone) : ''} replace your unpublished changes.
        Teams see them once you publish the changes.
      </Dialog>
    </Card>
  );
}
