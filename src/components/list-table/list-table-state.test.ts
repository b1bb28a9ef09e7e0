import { describe, expect, it } from 'vitest';
import {
  ascendingOrder,
  compareSortValues,
  descendingOrder,
  needsPagination,
  nextSort,
  pageCount,
  pageFromParam,
  pageRange,
  pageSlice,
  sortRows,
  toggleSelection,
  visiblePages,
} from './list-table-state';

describe('list table rules', () => {
  it('sorts ascending on the first click, descending on the second, and resets on a new column', () => {
    const first = nextSort(undefined, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'owner')).toEqual({ key: 'owner', direction: 'asc' });
  });

  it('compares text without case and numerically, with blanks last', () => {
    expect(sortRows(['b', 'A', '', 'a10', 'a9'], (v) => v, 'asc')).toEqual(['A', 'a9', 'a10', 'b', '']);
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues(true, false)).toBeGreaterThan(0);
    expect(sortRows([{ n: 1 }, { n: 3 }, { n: 2 }], (r) => r.n, 'desc').map((r) => r.n)).toEqual([3, 2, 1]);
  });

  it('keeps equal rows in their order (stable)', () => {
    const rows = [
      { k: 'x', i: 1 },
      { k: 'x', i: 2 },
      { k: 'a', i: 3 },
    ];
    expect(sortRows(rows, (r) => r.k, 'asc').map((r) => r.i)).toEqual([3, 1, 2]);
  });

  it('derives the descending order from the ascending one, equal values (any case) in their own order', () => {
    const values = ['b', 'A', 'a', '', 'B', 'a10', 'a9', ''];
    const ascending = ascendingOrder(values);
    expect(ascending.map((index) => values[index])).toEqual(['A', 'a', 'a9', 'a10', 'b', 'B', '', '']);
    expect(descendingOrder(ascending, values)).toEqual([3, 7, 0, 4, 5, 6, 1, 2]);
    // The same as a stable sort with the comparison reversed.
    const stableDescending = values.map((_, index) => index).sort((a, b) => -compareSortValues(values[a], values[b]));
    expect(descendingOrder(ascending, values)).toEqual(stableDescending);
  });

  it('pages 100 rows at a time, counting from 1, with pagination only above 100', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(needsPagination(100)).toBe(false);
    expect(needsPagination(101)).toBe(true);
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageSlice(rows, 3)).toEqual(rows.slice(200));
    expect(pageRange(1, 250)).toEqual({ from: 1, to: 100 });
    expect(pageRange(3, 250)).toEqual({ from: 201, to: 250 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
  });

  it('reads ?page= safely', () => {
    expect(pageFromParam(null, 250)).toBe(1);
    expect(pageFromParam('2', 250)).toBe(2);
    expect(pageFromParam('0', 250)).toBe(1);
    expect(pageFromParam('abc', 250)).toBe(1);
    expect(pageFromParam('9', 250)).toBe(3);
  });

  it('selects one row at a time in single mode, clearing when the selected row is clicked again', () => {
    expect(toggleSelection([], 'a', 'single')).toEqual(['a']);
    expect(toggleSelection(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleSelection(['a'], 'a', 'single')).toEqual([]);
  });

  it('adds and removes rows in multiple mode', () => {
    expect(toggleSelection(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a', 'multiple')).toEqual(['b']);
    expect(toggleSelection(['a'], 'b', 'none')).toEqual([]);
  });

  it('offers every page when few, else the ends and a window with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(visiblePages(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
