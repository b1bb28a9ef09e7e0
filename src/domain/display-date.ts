import { DATE_LOCALE } from './constants';

/** An ISO date-time as a short en-GB date and time ("3 Mar 2025, 14:05"); '—' when unset or invalid. */
export function formatUpdatedAt(isoDateTime: string): string {
  if (!isoDateTime) return '—';
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(DATE_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
