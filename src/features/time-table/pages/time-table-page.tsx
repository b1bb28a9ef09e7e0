import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button, ButtonGroup } from '../../../components/bootstrap/button';
import { Icon } from '../../../components/icon';
import { useCorePagesQuery } from '../../../data/navigation/navigation-api';
import { useTerminology } from '../../../data/settings/settings-api';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { addDays, addMonths, dayOf, zoneAbbreviation } from '../../../domain/event-time';
import {
  formatDay,
  formatWeek,
  monthGrid,
  TIMELINE_KIND_LABELS,
  weekOf,
  type TimelineEntry,
} from '../../../domain/time-table';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { CalendarGrid } from '../components/calendar-grid';
import { TimelineList } from '../components/timeline-list';
import { useTimeTable } from '../use-time-table';
import { useTimeTableAbility } from '../use-time-table-ability';
import '../time-table.css';
import { LoadingOrError } from '../../../components/loading-or-error';

const VIEWS = ['week', 'month', 'list'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = { week: 'Week', month: 'Month', list: 'List' };

const LEGEND: TimelineEntry[] = [
  { id: 'event', kind: 'event', title: TIMELINE_KIND_LABELS.event, day: '', lastDay: '', at: '', time: '' },
  { id: 'launch', kind: 'launch', title: TIMELINE_KIND_LABELS.launch, day: '', lastDay: '', at: '', time: '' },
  { id: 'overdue', kind: 'task', taskStatus: 'overdue', title: 'Task overdue', day: '', lastDay: '', at: '', time: '' },
  {
    id: 'dueSoon',
    kind: 'task',
    taskStatus: 'dueSoon',
    title: 'Task due soon',
    day: '',
    lastDay: '',
    at: '',
    time: '',
  },
  {
    id: 'complete',
    kind: 'task',
    taskStatus: 'complete',
    title: 'Task complete',
    day: '',
    lastDay: '',
    at: '',
    time: '',
  },
  {
    id: 'notification',
    kind: 'notification',
    title: TIMELINE_KIND_LABELS.notification,
    day: '',
    lastDay: '',
    at: '',
    time: '',
  },
];

/**
 * /time-table: the event's timeline for the person's team as a week or month calendar or a list, in
 * British dates, on the days and at the times of the event's time zone. Teams reach it while its core page is published (the menu shows it then).
 */
export default function TimeTablePage() {
  const terminology = useTerminology();
  const { seesUnpublished } = useTimeTableAbility();
  const corePages = useCorePagesQuery();
  const { entries, error, isLoading } = useTimeTable();
  const timeZone = useEventTimeZone();
  const today = dayOf(new Date(), timeZone);
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(today);
  const [subscribing, setSubscribing] = useState(false);
  const isPublished = corePages.data?.find((page) => page.id === 'timeTable')?.isPublished ?? false;

  if (corePages.data && !isPublished && !seesUnpublished) {
    return (
      <div className="p-3 p-md-4">
        <h1 className="h3">{terminology.timeTable}</h1>
        <Alert variant="info">The {terminology.timeTable.toLowerCase()} has not been published yet.</Alert>
      </div>
    );
  }

  const step = (direction: 1 | -1) =>
    setAnchor((key) => (view === 'week' ? addDays(key, 7 * direction) : addMonths(key, direction)));
  const period = view === 'week' ? formatWeek(weekOf(anchor)) : formatDay(anchor, 'month');

  return (
    <div className="p-3 p-md-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">{terminology.timeTable}</h1>
          <p className="text-body-secondary mb-0">
            Event dates, your team's deadlines and notifications. Times are the event's: {timeZone} (
            {zoneAbbreviation(timeZone)}).
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => setSubscribing(true)}>
            <Icon name="calendar-event" className="me-1" />
            Subscribe
          </Button>
          <ButtonGroup aria-label="View">
            {VIEWS.map((option) => (
              <Button
                key={option}
                variant={view === option ? 'primary' : 'outline-primary'}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {VIEW_LABELS[option]}
              </Button>
            ))}
          </ButtonGroup>
        </div>
      </div>
      <CalendarFeedDialog show={subscribing} onHide={() => setSubscribing(false)} timeZone={timeZone} />
      {corePages.data && !isPublished && (
        <Alert variant="warning" className="py-2">
          Teams cannot see the {terminology.timeTable.toLowerCase()} yet: its page is not published.
        </Alert>
      )}
      <div className="time-table-legend small mb-3" aria-hidden="true">
        {LEGEND.map((entry) => (
          <span
            key={entry.id}
            className={`time-table-entry kind-${entry.kind}${entry.taskStatus ? ` status-${entry.taskStatus}` : ''}`}
          >
            {entry.title}
          </span>
        ))}
      </div>
      <LoadingOrError isLoading={isLoading} error={error} rows={8} />
      {entries && view !== 'list' && (
        <>
          <div className="d-flex align-items-center gap-2 mb-3">
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => step(-1)}
              aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
            >
              <Icon name="chevron-double-left" />
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={() => setAnchor(today)}>
              Today
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => step(1)}
              aria-label={view === 'week' ? 'Next week' : 'Next month'}
            >
              <Icon name="chevron-double-right" />
            </Button>
            <h2 className="h5 mb-0 ms-2" aria-live="polite">
              {period}
            </h2>
          </div>
          <CalendarGrid
            weeks={view === 'week' ? [weekOf(anchor)] : monthGrid(anchor)}
            entries={entries}
            today={today}
            month={view === 'month' ? anchor.slice(0, 7) : undefined}
          />
        </>
      )}
      {entries &&
        view === 'list' &&
        (entries.length === 0 ? (
          <p className="text-body-secondary">Nothing is on the {terminology.timeTable.toLowerCase()} yet.</p>
        ) : (
          <TimelineList entries={entries} today={today} />
        ))}
    </div>
  );
}
