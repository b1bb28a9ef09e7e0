import { eachDayOfInterval, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { addDays, dayDate, dayOf, formatDay as formatDayKey, formatTime } from './event-time';
import type { EventNotification } from './notifications';
import {
  dueDateForTeam,
  taskDisplayStatus,
  teamDueDateLabel,
  type Task,
  type TaskDisplayStatus,
  type TaskStatusStanding,
} from './tasks';
import { compareText } from './text-order';

/** What a time table entry is about. */
export type TimelineKind = 'event' | 'launch' | 'task' | 'notification';

export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  title: string;
  /** The first day, as a day key (YYYY-MM-DD) in the event's time zone. */
  day: string;
  /** The last day for entries that span days (the event itself); the same as `day` otherwise. */
  lastDay: string;
  /** The moment of timed entries (notifications, due times), ISO; '' for all-day entries. */
  at: string;
  /** The wall-clock time of `at` in the event's time zone ("09:00"); '' for all-day entries. */
  time: string;
  /** A task's status for the person's team. */
  taskStatus?: TaskDisplayStatus;
  /** 'Extended' or 'Brought forward' when the team's deadline is its own (teamDueDateLabel). */
  dueDateLabel?: string;
  /** The entity's id, for a link to it (tasks). */
  refId?: string;
}

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  event: 'Event',
  launch: 'Launch',
  task: 'Task due',
  notification: 'Notification',
};

export interface TimelineSources {
  event: { eventName: string; startDate: string; endDate: string; launchDate: string };
  /** The tasks the person's team sees, with the team's statuses. */
  tasks: readonly Pick<Task, 'id' | 'title' | 'dueDate'>[];
  statusOf: (taskId: string) => TaskStatusStanding | undefined;
  /** Notifications that belong on the time table: scheduled ones at their time, published ones when sent. */
  notifications: readonly Pick<EventNotification, 'id' | 'title' | 'status' | 'scheduledAt' | 'sentAt'>[];
  now: Date;
  dueSoonDays: number;
  /** The event's time zone: entries fall on its days, at its wall-clock times. */
  timeZone: string;
}

/**
 * Every dated thing of the event for one team, in date order: the event's days, its launch date,
 * the team's task due dates with their status, and notifications (scheduled, or when they went
 * out). Entries without a readable date are left out.
 */
export function timelineEntries({
  event,
  tasks,
  statusOf,
  notifications,
  now,
  dueSoonDays,
  timeZone,
}: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const start = dayOf(event.startDate, timeZone);
  const end = dayOf(event.endDate, timeZone) || start;
  if (start)
    entries.push({
      id: 'event',
      kind: 'event',
      title: event.eventName,
      day: start,
      lastDay: end < start ? start : end,
      at: '',
      time: '',
    });
  // The launch is a moment, but the time table shows it as the day the event opens.
  const launch = dayOf(event.launchDate, timeZone);
  if (launch)
    entries.push({
      id: 'launch',
      kind: 'launch',
      title: `${event.eventName} opens to teams`,
      day: launch,
      lastDay: launch,
      at: '',
      time: '',
    });
  const timed = (at: string) => ({ day: dayOf(at, timeZone), at, time: formatTime(at, timeZone) });
  for (const task of tasks) {
    const status = statusOf(task.id);
    const when = timed(dueDateForTeam(task, status));
    if (!when.day) continue;
    entries.push({
      id: `task-${task.id}`,
      kind: 'task',
      title: task.title,
      ...when,
      lastDay: when.day,
      taskStatus: taskDisplayStatus(status, task, now, dueSoonDays, timeZone),
      dueDateLabel: teamDueDateLabel(task, status),
      refId: task.id,
    });
  }
  for (const notification of notifications) {
    const when = timed(notification.status === 'scheduled' ? notification.scheduledAt : notification.sentAt);
    if (!when.day) continue;
    entries.push({
      id: `notification-${notification.id}`,
      kind: 'notification',
      title: notification.title,
      ...when,
      lastDay: when.day,
    });
  }
  return entries.sort(
    (a, b) => a.day.localeCompare(b.day) || a.at.localeCompare(b.at) || compareText(a.title, b.title),
  );
}

/** The entries on a day (the event's span covers each of its days). */
export function entriesOn(entries: readonly TimelineEntry[], key: string): TimelineEntry[] {
  return entries.filter((entry) => entry.day <= key && key <= entry.lastDay);
}

const WEEK = { locale: enGB } as const;

/** The seven days (Monday first, as in the UK) of the week holding `key`. */
export function weekOf(key: string): string[] {
  const monday = startOfWeek(dayDate(key), WEEK);
  return eachDayOfInterval({ start: monday, end: endOfWeek(monday, WEEK) }).map((day) => dayOf(day, 'UTC'));
}

/** The month grid holding `key`: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthGrid(key: string): string[][] {
  const date = dayDate(key);
  const weeks: string[][] = [];
  const last = dayOf(endOfMonth(date), 'UTC');
  for (let monday = weekOf(dayOf(startOfMonth(date), 'UTC'))[0]!; monday <= last; monday = addDays(monday, 7))
    weeks.push(weekOf(monday));
  return weeks;
}

const DAY_PATTERNS = { long: 'EEEE d MMMM yyyy', month: 'MMMM yyyy', short: 'EEE d MMM' } as const;

/** "Monday 3 March 2026", "March 2026", "Mon 3 Mar" (en-GB). */
export function formatDay(key: string, style: keyof typeof DAY_PATTERNS): string {
  return formatDayKey(key, DAY_PATTERNS[style]);
}

/** "3 – 9 March 2026" or "30 March – 5 April 2026": a week's span in en-GB. */
export function formatWeek(days: readonly string[]): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const lastText = formatDayKey(last, 'd MMMM yyyy');
  if (first.slice(0, 7) === last.slice(0, 7)) return `${formatDayKey(first, 'd')} – ${lastText}`;
  return `${formatDayKey(first, first.slice(0, 4) === last.slice(0, 4) ? 'd MMMM' : 'd MMMM yyyy')} – ${lastText}`;
}
