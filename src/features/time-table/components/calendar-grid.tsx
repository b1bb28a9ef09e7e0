import { entriesOn, formatDay, type TimelineEntry } from '../../../domain/time-table';
import { TimelineEntryLink } from './timeline-entry-link';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface CalendarGridProps {
  /** Whole weeks of day keys (one week for the week view). */
  weeks: string[][];
  entries: readonly TimelineEntry[];
  today: string;
  /** The month shown (YYYY-MM): other months' days are dimmed; undefined in the week view. */
  month?: string;
}

/** The week or month calendar, Monday first; on phones it becomes a list of the days that have entries. */
export function CalendarGrid({ weeks, entries, today, month }: CalendarGridProps) {
  // On phones only days of the shown month with entries stay; a row left without a visible cell is hidden whole, so
  // the grid never holds an empty row (axe: aria-required-children).
  const shownOnPhone = (day: string) => entriesOn(entries, day).length > 0 && (!month || day.startsWith(month));
  const phoneEmpty = weeks.every((week) => !week.some(shownOnPhone));
  return (
    <div
      className={`time-table-grid${month ? '' : ' time-table-week'}`}
      role="grid"
      aria-label={month ? 'Month' : 'Week'}
    >
      <div role="row" className="time-table-row is-phone-hidden">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} role="columnheader" className="time-table-weekday">
            {weekday}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className={`time-table-row${week.some(shownOnPhone) ? '' : ' is-phone-hidden'}`}>
          {week.map((day) => {
            const onDay = entriesOn(entries, day);
            const classes = [
              'time-table-day',
              day === today && 'is-today',
              month && !day.startsWith(month) && 'is-other-month',
              onDay.length === 0 && 'is-empty',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={day} role="gridcell" className={classes} aria-label={formatDay(day, 'long')}>
                <span className="time-table-date d-none d-md-inline-flex" aria-hidden="true">
                  {Number(day.slice(8))}
                </span>
                <span className={`d-md-none small fw-semibold${day === today ? ' text-primary' : ''}`}>
                  {formatDay(day, 'short')}
                  {day === today && ' (today)'}
                </span>
                {onDay.map((entry) => (
                  <TimelineEntryLink key={entry.id} entry={entry} />
                ))}
              </div>
            );
          })}
        </div>
      ))}
      {phoneEmpty && (
        <div role="row" className="time-table-row is-phone-only">
          <div role="gridcell" className="time-table-day text-body-secondary small">
            Nothing is planned this {month ? 'month' : 'week'}.
          </div>
        </div>
      )}
    </div>
  );
}
