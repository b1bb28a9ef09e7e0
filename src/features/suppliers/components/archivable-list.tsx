import { ListTable, type ListTableProps } from '../../../components/list-table';
import { actionsColumn, RowArchiveButton } from '../../../components/manage-list/row-actions';
import { ArchiveSelected, DeleteSelected } from '../../../components/manage-list/selected-rows-actions';
import { useDeleteRows } from '../../../components/manage-list/use-delete-rows';
import { rowsPhrase, useListAction } from '../../../components/manage-list/use-list-action';
import { useSuppliersAbility } from '../use-suppliers-ability';

export interface ArchivableListProps<Row> {
  table: Omit<ListTableProps<Row>, 'selection'>;
  /** The rows' noun, singular and plural: ['supplier', 'suppliers']. */
  noun: readonly [string, string];
  /** The row's name in buttons, messages and the delete dialog. */
  nameOf: (row: Row) => string;
  archiveRows: (rows: Row[]) => Promise<unknown>;
  /** Whether an archive is on its way (the bulk button waits). */
  archiving: boolean;
  deleteRows: (rows: Row[]) => Promise<unknown>;
  /** What else deleting takes with it, said in the confirm dialog. */
  consequence: string;
}

/**
 * A live admin list of the supplier screens: archive on each row, and for admins the selection with
 * bulk archive and delete (behind the type-to-confirm dialog). Their archives are ArchivedListPages.
 */
export function ArchivableList<Row>({
  table,
  noun,
  nameOf,
  archiveRows,
  archiving,
  deleteRows,
  consequence,
}: ArchivableListProps<Row>) {
  const { canBulkEdit } = useSuppliersAbility();
  const { run, busyId } = useListAction();
  const deleting = useDeleteRows({ noun, nameOf, deleteRows, consequence });

  const archive = (rows: Row[], rowId?: string) =>
    run(() => archiveRows(rows), `${rowsPhrase(rows, nameOf, noun[1])} archived`, rowId);

  return (
    <>
      <ListTable
        {...table}
        columns={[
          ...table.columns,
          actionsColumn<Row>(
            (row) => (
              <RowArchiveButton
                name={nameOf(row)}
                busy={busyId === table.rowId(row)}
                onClick={() => void archive([row], table.rowId(row))}
              />
            ),
            'text-end text-nowrap',
          ),
        ]}
        selection={
          canBulkEdit
            ? {
                actions: (selected, clearSelection) => (
                  <>
                    <ArchiveSelected
                      archiving={archiving}
                      // A refused archive says why and keeps the selection.
                      onArchive={() => void archive(selected).then((archived) => archived && clearSelection())}
                    />
                    <DeleteSelected onDelete={() => deleting.pick(selected, clearSelection)} />
                  </>
                ),
              }
            : undefined
        }
      />
      {deleting.dialog}
    </>
  );
}
