import { FIRST_PAGE, PAGE_SIZE, type SortDirection } from '../../domain/constants';
import { compareSortKeys, textSortKey } from '../../domain/text-order';

// The rules of every admin list (spec 002 §4 List tables, §9), as pure functions the table uses.

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** First click on a column sorts ascending, a second click descends, a new column resets to ascending. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export type SortValue = string | number | boolean | null | undefined;

/** What a value is compared by: text by its sort key (one order for all text), other values as they are. */
function comparable(value: SortValue): SortValue {
  return typeof value === 'string' ? textSortKey(value) : value;
}

function compareComparables(a: SortValue, b: SortValue): number {
  const aBlank = a === null || a === undefined || a === '';
  const bBlank = b === null || b === undefined || b === '';
  if (aBlank || bBlank) return aBlank === bBlank ? 0 : aBlank ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return compareSortKeys(a, b);
  return Number(a) - Number(b);
}

/** Orders values the way people read them: text without case or accents and with numbers by value, numbers numerically, blanks last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  return compareComparables(comparable(a), comparable(b));
}

/** Row positions in ascending order of their comparables; equal values keep their order. */
function ascendingOf(comparables: readonly SortValue[]): number[] {
  return comparables
    .map((_, index) => index)
    .sort((a, b) => compareComparables(comparables[a], comparables[b]) || a - b);
}

/**
 * The descending order from the ascending one, without sorting again: the runs of equal values are
 * taken last to first, each keeping its own order (what a stable descending sort gives).
 */
function descendingOf(ascending: readonly number[], comparables: readonly SortValue[]): number[] {
  const descending: number[] = [];
  let runEnd = ascending.length;
  for (let index = ascending.length - 1; index >= 0; index -= 1) {
    const startsRun =
      index === 0 || compareComparables(comparables[ascending[index - 1]!], comparables[ascending[index]!]) !== 0;
    if (!startsRun) continue;
    descending.push(...ascending.slice(index, runEnd));
    runEnd = index;
  }
  return descending;
}

/** Row positions in ascending order of their values (stable). */
export function ascendingOrder(values: readonly SortValue[]): number[] {
  return ascendingOf(values.map(comparable));
}

/** The stable descending order of values, derived from their ascending order. */
export function descendingOrder(ascending: readonly number[], values: readonly SortValue[]): number[] {
  return descendingOf(ascending, values.map(comparable));
}

/**
 * Both orders of rows by the value `valueOf` gives each (row positions, stable): each value's
 * comparable (a text's sort key) is worked out once, not per comparison, and the descending order
 * comes from the ascending one.
 */
export function sortOrders<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
): Record<SortDirection, number[]> {
  const comparables = rows.map((row) => comparable(valueOf(row)));
  const ascending = ascendingOf(comparables);
  return { asc: ascending, desc: descendingOf(ascending, comparables) };
}

/** A stable sort of rows by the value `valueOf` gives each row. */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  return sortOrders(rows, valueOf)[direction].map((index) => rows[index]!);
}

/** How many pages `total` rows fill (at least one, so an empty list is on page 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / pageSize));
}

/** Reads `?page=` (counting from 1) and keeps it within the pages that exist. */
export function pageFromParam(param: string | null, total: number, pageSize = PAGE_SIZE): number {
  const requested = Number.parseInt(param ?? '', 10);
  if (!Number.isFinite(requested) || requested < FIRST_PAGE) return FIRST_PAGE;
  return Math.min(requested, pageCount(total, pageSize));
}

/** The rows of one page. */
export function pageSlice<Row>(rows: readonly Row[], page: number, pageSize = PAGE_SIZE): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The 1-based first and last item numbers a page shows ('Showing X to Y of N items'); 0 to 0 when empty. */
export function pageRange(page: number, total: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(page * pageSize, total) };
}

/** Pagination shows only when the rows do not fit one page. */
export function needsPagination(total: number, pageSize = PAGE_SIZE): boolean {
  return total > pageSize;
}

export type SelectionMode = 'none' | 'single' | 'multiple';

/**
 * Toggling a row: in single-select mode the row replaces the selection, and clicking the selected
 * row clears it; in multi-select mode the row is added or removed.
 */
export function toggleSelection(selected: readonly string[], id: string, mode: SelectionMode): string[] {
  if (mode === 'none') return [];
  const isSelected = selected.includes(id);
  if (mode === 'single') return isSelected ? [] : [id];
  return isSelected ? selected.filter((each) => each !== id) : [...selected, id];
}

/** The page numbers to offer: all when few, else the first, the last and a window around the current page. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const window = [current - 1, current, current + 1].filter((page) => page > 1 && page < total);
  const pages: (number | 'gap')[] = [1];
  if (window[0] > 2) pages.push('gap');
  pages.push(...window);
  if (window[window.length - 1] < total - 1) pages.push('gap');
  pages.push(total);
  return pages;
}
