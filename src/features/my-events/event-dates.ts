const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function parseDay(value: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * An event's dates in British English: "3 March 2026", or "3 March 2026 – 5 March 2026" when it
 * spans days; '' when neither date is set or readable.
 */
export function formatEventDates(startDate: string, endDate: string): string {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start && !end) return '';
  if (!start || !end) return dayFormat.format((start ?? end)!);
  const from = dayFormat.format(start);
  const to = dayFormat.format(end);
  return from === to ? from : `${from} – ${to}`;
}
