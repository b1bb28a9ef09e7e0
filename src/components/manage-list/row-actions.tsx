import type { ReactNode } from 'react';
import { Button } from '../bootstrap/button';
import { Link } from 'react-router';
import { Icon } from '../icon';
import { MenuButton, MenuDivider } from '../menu-button';
import type { ListColumn } from '../list-table';

/** The last column of a list: the row's buttons, under a header only assistive technology reads. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode, className = 'text-end'): ListColumn<Row> {
  return { key: 'actions', header: <span className="visually-hidden">Actions</span>, className, cell };
}

interface RowDeleteButtonProps {
  /** The row's name, for the button's accessible name: "Delete <name>". */
  name: string;
  onClick: () => void;
  /** Shows the word Delete beside the bin from the small breakpoint up. */
  withLabel?: boolean;
  className?: string;
}

/** A row's delete button: the bin, named for the row it deletes. */
export function RowDeleteButton({ name, onClick, withLabel = false, className }: RowDeleteButtonProps) {
  return (
    <Button size="sm" variant="outline-danger" className={className} onClick={onClick} aria-label={`Delete ${name}`}>
      <Icon name="trash" />
      {withLabel && <span className="d-none d-sm-inline ms-1">Delete</span>}
    </Button>
  );
}

/** A row's archive button, named for the row it archives. */
export function RowArchiveButton({ name, busy, onClick }: { name: string; busy: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onClick} aria-label={`Archive ${name}`}>
      <Icon name="archive" />
      <span className="d-none d-sm-inline ms-1">Archive</span>
    </Button>
  );
}

/** A row's Edit link and its delete button, side by side. */
export function EditAndDeleteButtons({
  editTo,
  name,
  onDelete,
}: {
  editTo: string;
  name: string;
  onDelete: () => void;
}) {
  return (
    <div className="d-inline-flex gap-2">
      <Link className="btn btn-sm btn-outline-secondary" to={editTo}>
        Edit
      </Link>
      <RowDeleteButton name={name} onClick={onDelete} />
    </div>
  );
}

/**
 * A row's menu of actions behind the three dots (its entries: links or buttons with the
 * `dropdown-item` class); disabled while an action of that row runs.
 */
export function RowActionsMenu({ name, busy, children }: { name: string; busy: boolean; children: ReactNode }) {
  return (
    <MenuButton
      label={<Icon name="three-dots" />}
      toggleClassName="btn btn-sm btn-outline-secondary"
      ariaLabel={`Actions for ${name}`}
      disabled={busy}
      align="end"
    >
      {children}
    </MenuButton>
  );
}

/** The end of an archivable row's menu: copy the row, or archive it. */
export function DuplicateAndArchiveItems({
  onDuplicate,
  onArchive,
}: {
  onDuplicate: () => void;
  onArchive: () => void;
}) {
  return (
    <>
      <MenuDivider />
      <button type="button" className="dropdown-item" onClick={onDuplicate}>
        Duplicate
      </button>
      <button type="button" className="dropdown-item" onClick={onArchive}>
        Archive
      </button>
    </>
  );
}
