import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../bootstrap/alert';
import { Form } from '../bootstrap/form';
import { Placeholder } from '../bootstrap/placeholder';
import { Table } from '../bootstrap/table';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { FIRST_PAGE, PAGE_SIZE, type FirstPage } from '../../domain/constants';
import {
  nextSort,
  pageSlice,
  sortOrders,
  sortRows,
  toggleSelection,
  type SelectionMode,
  type SortState,
  type SortValue,
} from './list-table-state';
import { Icon } from '../icon';
import { ListPager, usePageParam } from './list-pager';
import { afterNextPaint } from '../use-painted';

export interface ListColumn<Row> {
  /** Identifies the column; a column whose key is in `sortableKeys` sorts by `sortValue`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortValue?: (row: Row) => SortValue;
  /** Extra classes for the column's cells, e.g. 'text-end' or 'd-none d-md-table-cell'. */
  className?: string;
}

export interface RowSelection<Row> {
  /** Checkboxes ('multiple', the default) or radios ('single'). */
  mode?: Exclude<SelectionMode, 'none'>;
  /** The action area for the selected rows. */
  actions: (selected: Row[], clearSelection: () => void) => ReactNode;
}

export interface ListTableProps<Row> {
  /** Names the table for assistive technology (and tests). */
  label: string;
  /** undefined while loading: the table shows a skeleton, or `firstPage`. */
  rows: readonly Row[] | undefined;
  /**
   * A long list's first page, read on its own, shown while `rows` load (with the whole list's
   * count and pages once it is counted). A sort other than the default waits for `rows` (the table marked busy), and so
   * does another page (a skeleton); so does a first page short of rows the count says exist.
   */
  firstPage?: FirstPage<Row>;
  rowId: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  /** The allowed sort columns of this table; others are plain headers. */
  sortableKeys?: readonly string[];
  /** The sort the list opens with (and returns to when the screen is left). */
  defaultSort?: SortState;
  /** Told each sort a person picks, for what follows the screen's order (an export). */
  onSortChange?: (sort: SortState) => void;
  /**
   * Sortable columns whose values are still loading (e.g. owner names read after the teams): a sort
   * clicked on one is kept and shown, the table marked busy, and applied once its values are in.
   */
  loadingSortKeys?: readonly string[];
  /** Rows listed directly under their parent row (e.g. stand shares under their team), sorted alike. */
  childRows?: (row: Row) => readonly Row[];
  /**
   * The rows' checkboxes with the action area for the selected rows, given together so that no list
   * offers actions nobody can select rows for; pass it only to people allowed to act (admins).
   */
  selection?: RowSelection<Row>;
  /** Shown instead of the table when there are no rows. */
  emptyState: ReactNode;
  /** A load failure; shown above the table instead of rows. */
  error?: string;
  /** Marks a row (e.g. indented child rows); classes for the <tr>. */
  rowClassName?: (row: Row) => string | undefined;
  pageSize?: number;
}

/**
 * Rows drawn in the table's first frame, and in the frame of a new sort (more than a tall screen
 * shows); the rest of the page is drawn right after that frame is painted. Drawing and laying out
 * 100 rows at once held a long list's first rows back by a few hundred milliseconds on a slow
 * machine, and most of a sort's time was the browser laying out the rows below the fold.
 */
const FIRST_FRAME_ROWS = 30;

/**
 * Whether the table draws whole pages of `drawing` (the order shown) yet: from the first frame
 * after it first drew rows in that order, or at once on a list come back to by Back or Forward,
 * whose scroll position the router restores as it renders (a page cut short there would stop the
 * scroll above the row the person was at). A new order is drawn in two frames again: its header
 * is at the top of the table, so the rows the person sees are among the first.
 */
function useWholePagesAfterFirstFrame(drawsRows: boolean, drawing: string): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const backOrForward = navigationType === NavigationType.Pop && key !== 'default';
  const [wholeFor, setWholeFor] = useState(backOrForward ? drawing : undefined);
  const wholePages = wholeFor === drawing;
  useEffect(() => {
    if (wholePages || !drawsRows) return;
    return afterNextPaint(() => setWholeFor(drawing));
  }, [wholePages, drawsRows, drawing]);
  return wholePages;
}

interface FlatRow<Row> {
  row: Row;
  isChild: boolean;
}

/**
 * The admin list: sortable columns from an allowed list, single or multi select, 100 rows a page
 * with `?page=` in the URL, a loading skeleton, an empty state and a bulk action area.
 */
export function ListTable<Row>({
  label,
  rows,
  firstPage,
  rowId,
  columns,
  sortableKeys = [],
  defaultSort,
  onSortChange,
  loadingSortKeys = [],
  childRows,
  selection,
  emptyState,
  error,
  rowClassName,
  pageSize = PAGE_SIZE,
}: ListTableProps<Row>) {
  const selectionMode: SelectionMode = selection ? (selection.mode ?? 'multiple') : 'none';
  // Sort and selection live in the component, so leaving the screen resets them.
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const listRows = rows ?? firstPage?.rows;
  const showsFirstPage = !rows && firstPage !== undefined;
  // The rows keep the last sort whose values are in; a sort waiting for its column (or for the
  // whole list, past its first page) is applied on arrival.
  const sortWaits =
    (sort !== undefined && loadingSortKeys.includes(sort.key)) ||
    (showsFirstPage && (sort?.key !== defaultSort?.key || sort?.direction !== defaultSort?.direction));
  const [appliedSort, setAppliedSort] = useState(() => (sortWaits ? undefined : sort));
  if (!sortWaits && appliedSort !== sort) setAppliedSort(sort);

  const valueOf = columns.find((column) => column.key === appliedSort?.key)?.sortValue;
  // Both orders of a column are worked out once per list and column (the descending one from the
  // ascending one, without sorting again), so a click on the sorted column only pages through one.
  const orders = useMemo(() => (listRows && valueOf ? sortOrders(listRows, valueOf) : undefined), [listRows, valueOf]);

  const flatRows = useMemo((): FlatRow<Row>[] => {
    if (!listRows) return [];
    const direction = appliedSort?.direction ?? 'asc';
    const ordered = orders ? orders[direction].map((index) => listRows[index]!) : listRows;
    if (!childRows) return ordered.map((row) => ({ row, isChild: false }));
    const orderChildren = (children: readonly Row[]) => (valueOf ? sortRows(children, valueOf, direction) : children);
    return ordered.flatMap((row): FlatRow<Row>[] => [
      { row, isChild: false },
      ...orderChildren(childRows(row)).map((child) => ({ row: child, isChild: true })),
    ]);
  }, [listRows, orders, valueOf, appliedSort?.direction, childRows]);

  // While a first page's count is out, a whole page of rows shows with an unknown number of pages
  // after it; a short one waits for the count to say whether it is the whole list.
  const counted = showsFirstPage ? firstPage.total : flatRows.length;
  const total = counted ?? Number.POSITIVE_INFINITY;
  const { page, goToPage: showPage } = usePageParam(total, pageSize);
  const pageRows = pageSlice(flatRows, page, pageSize);
  const wholePages = useWholePagesAfterFirstFrame(
    pageRows.length > 0,
    appliedSort ? `${appliedSort.key} ${appliedSort.direction}` : '',
  );
  const drawnRows = wholePages ? pageRows : pageRows.slice(0, FIRST_FRAME_ROWS);
  const selectable = selectionMode !== 'none';
  const selectedRows = useMemo(() => {
    if (selectedIds.length === 0) return [];
    const picked = new Set(selectedIds);
    return flatRows.filter(({ row }) => picked.has(rowId(row))).map(({ row }) => row);
  }, [flatRows, selectedIds, rowId]);

  function goToPage(next: number) {
    setSelectedIds([]);
    showPage(next);
  }

  const toggleRow = useCallback(
    (id: string) => setSelectedIds((current) => toggleSelection(current, id, selectionMode)),
    [selectionMode],
  );

  const toggleAllOnPage = () => {
    const pageIds = pageRows.map(({ row }) => rowId(row));
    const allSelected = pageIds.every((id) => selectedIds.includes(id));
    setSelectedIds(allSelected ? [] : pageIds);
  };

  if (error) {
    return (
      <Alert variant="danger" className="mb-0">
        {error}
      </Alert>
    );
  }

  const firstPageFallsShort = showsFirstPage && (page !== FIRST_PAGE || flatRows.length < Math.min(total, pageSize));
  if (!listRows || firstPageFallsShort)
    return <ListTableSkeleton label={label} columnCount={columns.length + (selectable ? 1 : 0)} />;

  if (total === 0) return <>{emptyState}</>;

  const allOnPageSelected = pageRows.length > 0 && pageRows.every(({ row }) => selectedIds.includes(rowId(row)));

  return (
    <div className="list-table">
      {selection && selectedRows.length > 0 && (
        <div
          className="list-table-bulk d-flex flex-wrap align-items-center gap-2 mb-2 p-2 rounded bg-body-tertiary border"
          role="region"
          aria-label="Actions for selected rows"
        >
          <span className="small fw-semibold me-auto">{selectedRows.length} selected</span>
          {selection.actions(selectedRows, () => setSelectedIds([]))}
        </div>
      )}
      <Table responsive hover className="align-middle mb-2" aria-label={label} aria-busy={sortWaits || undefined}>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="list-table-select">
                {selectionMode === 'multiple' && (
                  <Form.Check
                    aria-label="Select all rows on this page"
                    checked={allOnPageSelected}
                    onChange={toggleAllOnPage}
                  />
                )}
              </th>
            )}
            {columns.map((column) => {
              const sortable = sortableKeys.includes(column.key) && Boolean(column.sortValue);
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="list-table-sort btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
                      onClick={() => {
                        const next = nextSort(sort, column.key);
                        setSort(next);
                        onSortChange?.(next);
                      }}
                    >
                      {column.header}
                      <Icon
                        name={direction === 'asc' ? 'sort-up' : direction === 'desc' ? 'sort-down' : 'arrow-down-up'}
                        className={direction ? 'ms-1' : 'ms-1 text-body-tertiary'}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {drawnRows.map(({ row, isChild }) => {
            const id = rowId(row);
            return (
              <ListTableRow
                key={id}
                row={row}
                id={id}
                columns={columns}
                selectionMode={selectionMode}
                isSelected={selectedIds.includes(id)}
                className={[isChild ? 'list-table-child' : '', rowClassName?.(row) ?? ''].filter(Boolean).join(' ')}
                onToggle={toggleRow}
              />
            );
          })}
        </tbody>
      </Table>
      <ListPager page={page} total={counted} pageSize={pageSize} onPage={goToPage} />
    </div>
  );
}

interface ListTableRowProps<Row> {
  row: Row;
  id: string;
  columns: readonly ListColumn<Row>[];
  selectionMode: SelectionMode;
  isSelected: boolean;
  className: string;
  onToggle: (id: string) => void;
}

/**
 * One row, drawn again only when its own props change: selecting a row, the rest of a page drawn
 * after its first frame, or a sort waiting for its values leave the other rows as they are.
 */
const ListTableRow = memo(function ListTableRow<Row>({
  row,
  id,
  columns,
  selectionMode,
  isSelected,
  className,
  onToggle,
}: ListTableRowProps<Row>) {
  const selectable = selectionMode !== 'none';
  const classes = [isSelected ? 'table-active' : '', className].filter(Boolean).join(' ');
  return (
    <tr className={classes || undefined} aria-selected={selectable ? isSelected : undefined}>
      {selectable && (
        <td className="list-table-select">
          <Form.Check
            type={selectionMode === 'single' ? 'radio' : 'checkbox'}
            aria-label={`Select row ${id}`}
            checked={isSelected}
            // A radio never fires change when clicked again, so clicks drive both kinds.
            onClick={() => onToggle(id)}
            onChange={() => undefined}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: ListTableRowProps<Row>) => ReactNode;

/** The table's shape while rows load. */
export function ListTableSkeleton({
  label,
  columnCount,
  rowCount = 5,
}: {
  label: string;
  columnCount: number;
  rowCount?: number;
}) {
  return (
    <Table className="mb-0" aria-label={label} aria-busy="true">
      <tbody>
        {Array.from({ length: rowCount }, (_, rowIndex) => (
          <tr key={rowIndex}>
            {Array.from({ length: columnCount }, (_, columnIndex) => (
              <td key={columnIndex}>
                <Placeholder animation="glow">
                  <Placeholder xs={columnIndex === 0 ? 8 : 6 - ((rowIndex + columnIndex) % 3)} />
                </Placeholder>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
