import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListTable, type ListColumn, type ListTableProps } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import { useSuppliersAbility } from '../use-suppliers-ability';
import { BulkArchiveActions } from './bulk-archive-actions';

export interface ArchivableListProps<Row extends { id: string; isArchived: boolean }> extends Pick<
  ListTableProps<Row>,
  'sortableKeys' | 'defaultSort'
> {
  /** The archived rows (with Restore), or the live ones (with Archive). */
  archived: boolean;
  /** The table's name: 'Suppliers', or 'Archived suppliers' for the archived list. */
  label: string;
  /** Every row, live and archived (undefined while loading), and the load failure. */
  all: { data?: readonly Row[]; error?: unknown };
  /** The row's name in buttons, messages and the delete dialog. */
  nameOf: (row: Row) => string;
  /** The columns before the row's Archive or Restore button. */
  columns: ListColumn<Row>[];
  /** 'supplier' or 'supplier group', for the bulk buttons and the dialog. */
  noun: string;
  /** What else deleting takes with it, said in the confirm dialog. */
  deleteConsequence: string;
  setArchived: (ids: string[], isArchived: boolean) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
  emptyState: ReactNode;
}

/** An admin list of the supplier screens, live or archived: sortable, with archive or restore on each row and the admins' bulk actions. */
export function ArchivableList<Row extends { id: string; isArchived: boolean }>({
  archived,
  label,
  all,
  nameOf,
  columns,
  noun,
  deleteConsequence,
  setArchived,
  remove,
  ...table
}: ArchivableListProps<Row>) {
  const { canBulkEdit } = useSuppliersAbility();
  const feedback = useFeedback();
  const [busyId, setBusyId] = useState<string>();
  const rows = all.data?.filter((row) => row.isArchived === archived);

  const toggle = async (row: Row) => {
    setBusyId(row.id);
    try {
      await setArchived([row.id], !archived);
      feedback.showSuccess(`${nameOf(row)} ${archived ? 'restored' : 'archived'}`);
    } catch (error) {
      feedback.showError(errorMessage(error));
    } finally {
      setBusyId(undefined);
    }
  };

  const archiveColumn: ListColumn<Row> = {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    className: 'text-end text-nowrap',
    cell: (row) => (
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={busyId === row.id}
        onClick={() => toggle(row)}
        aria-label={`${archived ? 'Restore' : 'Archive'} ${nameOf(row)}`}
      >
        <Icon name="archive" className="me-1" />
        {archived ? 'Restore' : 'Archive'}
      </Button>
    ),
  };

  return (
    <ListTable
      {...table}
      label={label}
      rows={rows}
      rowId={(row) => row.id}
      columns={[...columns, archiveColumn]}
      error={errorMessage(all.error)}
      selection={
        canBulkEdit
          ? {
              actions: (selected, clearSelection) => (
                <BulkArchiveActions
                  selected={selected.map((row) => ({ id: row.id, name: nameOf(row) }))}
                  clearSelection={clearSelection}
                  archived={archived}
                  noun={noun}
                  deleteConsequence={deleteConsequence}
                  setArchived={setArchived}
                  remove={remove}
                />
              ),
            }
          : undefined
      }
    />
  );
}
