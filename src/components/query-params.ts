import { PAGE_QUERY_PARAM } from '../domain/constants';

/**
 * The address bar's query with one filter set (or removed when empty) and the page reset. It reads
 * window.location rather than the last render's search params: the router applies a change in a
 * transition, so a filter chosen right after typing would otherwise bring back what was cleared.
 */
export function queryWithFilter(name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete(PAGE_QUERY_PARAM);
  return next;
}

/** How a filter changes the address: in place (no new history entry), and without a jump to the top of the screen. */
export const FILTER_NAVIGATION = { replace: true, preventScrollReset: true } as const;
