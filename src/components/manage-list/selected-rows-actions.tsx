import { Button } from '../bootstrap/button';
import { Icon } from '../icon';

/** The bulk actions of an archive list: restore the selected rows, or ask to delete them. */
export function RestoreAndDeleteSelected({
  restoring,
  onRestore,
  onDelete,
}: {
  restoring: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="sm" variant="outline-primary" disabled={restoring} onClick={onRestore}>
        Restore
      </Button>
      <Button size="sm" variant="outline-danger" onClick={onDelete}>
        <Icon name="trash" className="me-1" />
        Delete
      </Button>
    </>
  );
}

/** The bulk action of a list whose rows are archived rather than deleted. */
export function ArchiveSelected({ archiving, onArchive }: { archiving: boolean; onArchive: () => void }) {
  return (
    <Button size="sm" variant="outline-secondary" disabled={archiving} onClick={onArchive}>
      <Icon name="archive" className="me-1" />
      Archive
    </Button>
  );
}
