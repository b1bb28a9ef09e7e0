import { DATE_LOCALE } from './constants';
import type { EventNotification } from './notifications';
import { taskDisplayStatus, type Task, type TaskDisplayStatus, type TaskStatus } from './tasks';
import { compareText } from './text-order';

/** What a time table entry is about. */
export type TimelineKind = 'event' | 'launch' | 'task' | 'notification';

export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  title: string;
  /** The first day, as a UTC day key (YYYY-MM-DD). */
  day: string;
  /** The last day for entries that span days (the event itself); the same as `day` otherwise. */
  lastDay: string;
  /** The time of day for timed entries (notifications, due times), ISO; '' for all-day entries. */
  at: string;
  /** A task's status for the person's team. */
  taskStatus?: TaskDisplayStatus;
  /** The entity's id, for a link to it (tasks). */
  refId?: string;
}

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  event: 'Event',
  launch: 'Launch',
  task: 'Task due',
  notification: 'Notification',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day key (YYYY-MM-DD) of a date, a YYYY-MM-DD text or an ISO date-time; '' when unreadable. */
export function dayKey(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The date at midnight UTC of a day key. */
export function dayDate(key: string): Date {
  return new Date(`${key}T00:00:00Z`);
}

export function addDays(key: string, days: number): string {
  return dayKey(new Date(dayDate(key).getTime() + days * DAY_MS));
}

export interface TimelineSources {
  event: { eventName: string; startDate: string; endDate: string; launchDate: string };
  /** The tasks the person's team sees, with the team's statuses. */
  tasks: readonly Pick<Task, 'id' | 'title' | 'dueDate'>[];
  statusOf: (taskId: string) => Pick<TaskStatus, 'isComplete' | 'isNotApplicable'> | undefined;
  /** Notifications that belong on the time table: scheduled ones at their time, published ones when sent. */
  notifications: readonly Pick<EventNotification, 'id' | 'title' | 'status' | 'scheduledAt' | 'sentAt'>[];
  now: Date;
  dueSoonDays: number;
}

/**
 * Every dated thing of the event for one team, in date order: the event's days, its launch date,
 * the team's task due dates with their status, and notifications (scheduled, or when they went
 * out). Entries without a readable date are left out.
 */
export function timelineEntries({ event, tasks, statusOf, notifications, now, dueSoonDays }: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const start = dayKey(event.startDate);
  const end = dayKey(event.endDate) || start;
  if (start) entries.push({ id: 'event', kind: 'event', title: event.eventName, day: start, lastDay: end < start ? start : end, at: '' });
  const launch = dayKey(event.launchDate);
  if (launch) entries.push({ id: 'launch', kind: 'launch', title: `${event.eventName} opens to teams`, day: launch, lastDay: launch, at: '' });
  for (const task of tasks) {
    const day = dayKey(task.dueDate);
    if (!day) continue;
    entries.push({ id: `task-${task.id}`, kind: 'task', title: task.title, day, lastDay: day, at: task.dueDate, taskStatus: taskDisplayStatus(statusOf(task.id), task.dueDate, now, dueSoonDays), refId: task.id });
  }
  for (const notification of notifications) {
    const at = notification.status === 'scheduled' ? notification.scheduledAt : notification.sentAt;
    const day = at ? dayKey(at) : '';
    if (!day) continue;
    entries.push({ id: `notification-${notification.id}`, kind: 'notification', title: notification.title, day, lastDay: day, at });
  }
  return entries.sort((a, b) => a.day.localeCompare(b.day) || a.at.localeCompare(b.at) || compareText(a.title, b.title));
}

/** The entries on a day (the event's span covers each of its days). */
export function entriesOn(entries: readonly TimelineEntry[], key: string): TimelineEntry[] {
  return entries.filter((entry) => entry.day <= key && key <= entry.lastDay);
}

/** The seven days (Monday first, as in the UK) of the week holding `key`. */
export function weekOf(key: string): string[] {
  const weekday = (dayDate(key).getUTCDay() + 6) % 7;
  const monday = addDays(key, -weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The month grid holding `key`: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthGrid(key: string): string[][] {
  const first = `${key.slice(0, 7)}-01`;
  const date = dayDate(first);
  const last = dayKey(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
  const weeks: string[][] = [];
  for (let monday = weekOf(first)[0]; monday <= last; monday = addDays(monday, 7)) weeks.push(weekOf(monday));
  return weeks;
}

/** The same day a month earlier or later (clamped to the month's length). */
export function addMonths(key: string, months: number): string {
  const date = dayDate(key);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return dayKey(target);
}

const formats = {
  long: new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat(DATE_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** "Monday 3 March 2026", "March 2026", "Mon 3 Mar" (en-GB). */
export function formatDay(key: string, style: keyof typeof formats): string {
  return formats[style].format(dayDate(key)).replace(',', '');
}

/** "3 – 9 March 2026" or "30 March – 5 April 2026": a week's span in en-GB. */
export function formatWeek(days: readonly string[]): string {
  const first = dayDate(days[0]);
  const last = dayDate(days[days.length - 1]);
  const dayMonth = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (first.getUTCMonth() === last.getUTCMonth()) return `${first.getUTCDate()} – ${full.format(last)}`;
  return `${first.getUTCFullYear() === last.getUTCFullYear() ? dayMonth.format(first) : full.format(first)} – ${full.format(last)}`;
}

/** A timed entry's time of day in en-GB ("14:05", UTC like the day keys); '' for all-day entries. */
export function formatTime(at: string): string {
  if (!at) return '';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(DATE_LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date);
}
