import type { ReactNode } from 'react';
import { Button } from './bootstrap/button';
import { AdminPage, type AdminPageProps } from './admin-page';
import { Icon } from './icon';
import { ListTable, type ListTableProps } from './list-table';
import { actionsColumn, RowDeleteButton } from './manage-list/row-actions';
import { DeleteSelected } from './manage-list/selected-rows-actions';
import { useDeleteRows } from './manage-list/use-delete-rows';
import { rowsPhrase, useListAction } from './manage-list/use-list-action';

export type ArchivedListPageProps<Row> = Omit<AdminPageProps, 'children'> & {
  table: Omit<ListTableProps<Row>, 'selection'>;
  /** The rows' noun, singular and plural: ['task', 'tasks']. */
  noun: readonly [string, string];
  nameOf: (row: Row) => string;
  restoreRows: (rows: Row[]) => Promise<unknown>;
  deleteRows: (rows: Row[]) => Promise<unknown>;
  /** The banner after a restore where the spec words it; else it names the rows ('“Menu” restored', '3 forms restored'). */
  restoredMessage?: string;
  /** What deleting does, said in the dialog under the picked names (of those rows, when it depends on them). */
  consequence: ReactNode | ((rows: Row[]) => ReactNode);
  /** What the area shows above the list (its shortcuts). */
  above?: ReactNode;
  /** Whether the bulk action area shows (spec 002 §6: bulk actions are for admins). */
  canBulkEdit: boolean;
};

/**
 * An archive screen: the archived rows with Restore and Delete on each row, the same two for the
 * selection when the person may act in bulk, and deleting behind the type-to-confirm dialog. A
 * refused restore says why in the banner; a refused delete says why in the dialog, and the rows stay.
 */
export function ArchivedListPage<Row>({
  table,
  noun,
  nameOf,
  restoreRows,
  deleteRows,
  restoredMessage,
  consequence,
  above,
  canBulkEdit,
  ...frame
}: ArchivedListPageProps<Row>) {
  const { run, busyId } = useListAction();
  const deleting = useDeleteRows({ noun, nameOf, deleteRows, consequence });

  const restore = (rows: Row[], rowId?: string) =>
    run(() => restoreRows(rows), restoredMessage ?? `${rowsPhrase(rows, nameOf, noun[1])} restored`, rowId);

  const actions = actionsColumn<Row>(
    (row) => (
      <div className="d-inline-flex gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busyId === table.rowId(row)}
          onClick={() => void restore([row], table.rowId(row))}
          aria-label={`Restore ${nameOf(row)}`}
        >
          <Icon name="arrow-counterclockwise" />
          <span className="d-none d-sm-inline ms-1">Restore</span>
        </Button>
        <RowDeleteButton name={nameOf(row)} onClick={() => deleting.pick([row])} withLabel />
      </div>
    ),
    'text-end text-nowrap',
  );

  return (
    <AdminPage {...frame}>
      {above}
      <ListTable
        {...table}
        columns={[...table.columns, actions]}
        selection={
          canBulkEdit
            ? {
                actions: (rows, clearSelection) => (
                  <>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      // A refused restore says why and keeps the selection.
                      onClick={() => void restore(rows).then((restored) => restored && clearSelection())}
                    >
                      Restore selected
                    </Button>
                    <DeleteSelected onDelete={() => deleting.pick(rows, clearSelection)} />
                  </>
                ),
              }
            : undefined
        }
      />
      {deleting.dialog}
    </AdminPage>
  );
}
