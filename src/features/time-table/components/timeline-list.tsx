import { formatDay, type TimelineEntry } from '../../../domain/time-table';
import { TimelineEntryLink } from './timeline-entry-link';

/** Every entry by day, in date order; days before `today` are dimmed. */
export function TimelineList({ entries, today }: { entries: readonly TimelineEntry[]; today: string }) {
  const days = [...new Set(entries.map((entry) => entry.day))];
  return (
    <ol className="list-unstyled d-grid gap-3 mb-0" aria-label="Time table list">
      {days.map((day) => (
        <li key={day} className={`bg-body rounded-3 shadow-sm p-3${day < today ? ' opacity-75' : ''}`}>
          <h2 className="h6 mb-2">
            {formatDay(day, 'long')}
            {day === today && <span className="badge text-bg-primary ms-2">Today</span>}
          </h2>
          <div className="d-grid gap-1">
            {entries
              .filter((entry) => entry.day === day)
              .map((entry) => (
                <TimelineEntryLink key={entry.id} entry={entry} />
              ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
