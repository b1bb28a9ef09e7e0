import { Button } from '../bootstrap/button';
import { Icon } from '../icon';

/** The bulk action of a list whose rows are archived rather than deleted. */
export function ArchiveSelected({ archiving, onArchive }: { archiving: boolean; onArchive: () => void }) {
  return (
    <Button size="sm" variant="outline-secondary" disabled={archiving} onClick={onArchive}>
      <Icon name="archive" className="me-1" />
      Archive
    </Button>
  );
}

/** The bulk delete of a list: opens the type-to-confirm dialog on the selected rows. */
export function DeleteSelected({ onDelete }: { onDelete: () => void }) {
  return (
    <Button size="sm" variant="outline-danger" onClick={onDelete}>
      <Icon name="trash" className="me-1" />
      Delete selected
    </Button>
  );
}
