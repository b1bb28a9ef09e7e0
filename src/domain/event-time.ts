import { tz } from '@date-fns/tz';
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  format,
  isValid,
  parseISO,
} from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import * as z from 'zod/mini';
import { DATE_LOCALE } from './constants';

// The one time-zone rule: an event happens somewhere, so every date and time of it is shown,
// entered and grouped by day in the event's own time zone (an event setting), never in the zone of
// the machine that happens to run the code (a browser abroad, a function in UTC).

/** The zone of an event that has not chosen one: the organisers'. */
export const DEFAULT_EVENT_TIME_ZONE = 'Europe/London';

const IANA_NAME = /^[A-Z][A-Za-z]*(\/[A-Za-z0-9_+-]+)+$/;
let knownZones: ReadonlySet<string> | undefined;

/** The IANA zones this runtime's Intl knows, with UTC (which Intl lists under its aliases only). */
function zonesIntlKnows(): ReadonlySet<string> {
  knownZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return knownZones;
}

// Every settings document read checks its zone: each name is asked once.
const zoneAnswers = new Map<string, boolean>();

/**
 * Whether `zone` is an IANA zone name Intl knows: one it lists, or an alias of one (runtimes with
 * other tz data list 'Europe/Kyiv' or 'Europe/Kiev'; both are the same zone). UTC offsets such as
 * '+01:00' are refused: an offset has no summer time, so it would be wrong half the year.
 */
export function isKnownTimeZone(zone: string): boolean {
  let known = zoneAnswers.get(zone);
  if (known === undefined) {
    known = intlKnowsZone(zone);
    zoneAnswers.set(zone, known);
  }
  return known;
}

function intlKnowsZone(zone: string): boolean {
  // Area/Location names only: ICU also takes legacy abbreviations ('BST' is Bangladesh's to it).
  if (zone !== 'UTC' && !IANA_NAME.test(zone)) return false;
  // Every runtime knows the default; listing the zones costs Chromium about 16 ms a page.
  if (zone === DEFAULT_EVENT_TIME_ZONE || zone === 'UTC') return true;
  // A listed name needs no formatter: a page's first one with a zone costs Chromium about 80 ms
  // (its zone data), which a screen showing no date need not pay.
  if (zonesIntlKnows().has(zone)) return true;
  try {
    const resolved = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: zone }).resolvedOptions().timeZone;
    return zonesIntlKnows().has(resolved);
  } catch {
    return false;
  }
}

/** An event's time zone as stored in its settings: an IANA name Intl knows, Europe/London when missing. */
export const timeZoneSchema = z._default(
  z.string().check(z.refine(isKnownTimeZone, 'Choose a time zone from the list')),
  DEFAULT_EVENT_TIME_ZONE,
);

/** The zones an organiser may choose from, sorted, with `current` among them whatever this runtime lists. */
export function timeZoneChoices(current: string): string[] {
  return [...new Set([...zonesIntlKnows(), current])].filter(Boolean).sort((a, b) => a.localeCompare(b, 'en'));
}

/** A point in time from stored text (an ISO date-time), or undefined for '' and anything unreadable. */
function instant(iso: string): Date | undefined {
  if (!iso) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

/** date-fns options that compute and write in the zone, with British names and Monday-first weeks. */
function inZone(zone: string) {
  return { in: tz(zone), locale: enGB };
}

/**
 * Dates already written, by how and what. Writing one moment in a zone costs date-fns and Intl
 * tens of microseconds, and a screen writes the same few dates again on every render: a task
 * list's rendering spent a tenth of a second on them. Cleared when full.
 */
const written = new Map<string, string>();
const WRITTEN_KEPT = 5_000;

function remembered(key: string, write: () => string): string {
  let text = written.get(key);
  if (text === undefined) {
    text = write();
    if (written.size >= WRITTEN_KEPT) written.clear();
    written.set(key, text);
  }
  return text;
}

/** The moment (ISO text) written with the date-fns pattern in the zone; '' when unset or unreadable. */
function writeInZone(iso: string, pattern: string, zone: string): string {
  return remembered(`${pattern}|${zone}|${iso}`, () => {
    const at = instant(iso);
    return at ? format(at, pattern, inZone(zone)) : '';
  });
}

/** "3 Mar 2025, 14:05" in the zone; '—' when unset or unreadable. */
export function formatDateTime(iso: string, zone: string): string {
  return writeInZone(iso, 'd MMM yyyy, HH:mm', zone) || '—';
}

/** "3 Mar 2025": the day of a moment in the zone; '—' when unset or unreadable. */
export function formatDate(iso: string, zone: string): string {
  return writeInZone(iso, 'd MMM yyyy', zone) || '—';
}

/** "14:05": the wall-clock time of a moment in the zone; '' when unset or unreadable. */
export function formatTime(iso: string, zone: string): string {
  return writeInZone(iso, 'HH:mm', zone);
}

/**
 * The zone's short name at a moment, as people in Britain write it: "BST" or "GMT" for London,
 * "CEST" for Paris, "GMT-4" where English has no abbreviation. date-fns's own zone tokens (and
 * @date-fns/tz's tzName) speak American English, which calls London's summer time "GMT+1".
 */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const parts = zoneNameFormat(zone).formatToParts(isValid(at) ? at : new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

// Making an Intl formatter is its dearest part: one per zone.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(zone: string): Intl.DateTimeFormat {
  let made = zoneNameFormats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: zone, timeZoneName: 'short' });
    zoneNameFormats.set(zone, made);
  }
  return made;
}

/** "1 Jul 2026, 09:00 BST": a moment with its zone named, for whoever may read it from elsewhere; '—' when unset. */
export function formatDateTimeWithZone(iso: string, zone: string): string {
  return remembered(`with zone|${zone}|${iso}`, () => {
    const at = instant(iso);
    return at ? `${formatDateTime(iso, zone)} ${zoneAbbreviation(zone, at)}` : '—';
  });
}

/** "03/03/2025, 14:05": a moment as reports and their exports write it, in the zone; '' when unset. */
export function formatReportDateTime(iso: string, zone: string): string {
  return writeInZone(iso, 'dd/MM/yyyy, HH:mm', zone);
}

// ── Days ──────────────────────────────────────────────────────────────────────────────────────
// A day is its key, 'YYYY-MM-DD': a date on the event's calendar. Keys compare and sort as text;
// arithmetic on them runs in UTC, which has no summer time, so adding a day never slips an hour.

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR = { in: tz('UTC'), locale: enGB };

function keyDate(key: string): Date {
  return parseISO(key, CALENDAR);
}

function toKey(date: Date): string {
  return format(date, 'yyyy-MM-dd', CALENDAR);
}

/** Whether the text is a day key of a real date (2026-02-30 is not). */
export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value) && isValid(keyDate(value));
}

/**
 * The day in the zone of a moment (a Date or an ISO date-time); a day key given as text is already
 * a day and stays as it is; '' when unreadable.
 */
export function dayOf(value: Date | string, zone: string): string {
  if (typeof value === 'string' && DAY_KEY.test(value)) return isDayKey(value) ? value : '';
  if (typeof value === 'string') return writeInZone(value, 'yyyy-MM-dd', zone);
  return isValid(value) ? format(value, 'yyyy-MM-dd', inZone(zone)) : '';
}

/** The day `days` after (or before, when negative) the day. */
export function addDays(key: string, days: number): string {
  return toKey(addDaysTo(keyDate(key), days));
}

/** The same day `months` later or earlier, clamped to the target month's length (31 Jan + 1 month = 28 Feb). */
export function addMonths(key: string, months: number): string {
  return toKey(addMonthsTo(keyDate(key), months));
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(keyDate(to), keyDate(from), CALENDAR);
}

/** Day keys as dates at midnight UTC, for date-fns's calendar functions (weeks, months). */
export function dayDate(key: string): Date {
  return keyDate(key);
}

/** A day key written with a date-fns pattern in British English ('EEEE d MMMM yyyy': "Thursday 5 March 2026"). */
export function formatDay(key: string, pattern: string): string {
  return isDayKey(key) ? format(keyDate(key), pattern, CALENDAR) : '';
}

/**
 * Calendar days in the zone from `now` to the moment `dueIso`: 0 on its own day, 1 the day before,
 * negative once its day has passed. A due date's urgency counts in these days.
 */
export function calendarDaysUntil(dueIso: string, now: Date, zone: string): number {
  return differenceInCalendarDays(parseISO(dueIso), now, { in: tz(zone) });
}

// ── Entering a date and time ──────────────────────────────────────────────────────────────────

/** A moment as a datetime-local input's value in the zone ("2026-07-01T09:00"); '' when unset or unreadable. */
export function toDateTimeInput(iso: string, zone: string): string {
  return writeInZone(iso, "yyyy-MM-dd'T'HH:mm", zone);
}

/**
 * The moment a wall-clock time in the zone names, as a UTC ISO date-time ('' when empty or
 * unreadable). Stored times are all UTC so they sort as text. A time skipped when the clocks go
 * forward counts as the hour after it (01:30 is 02:30 summer time); one that happens twice when
 * they go back is its first occurrence (summer time).
 */
export function fromDateTimeInput(value: string, zone: string): string {
  if (!value) return '';
  const at = parseISO(value, { in: tz(zone) });
  return isValid(at) ? new Date(at.getTime()).toISOString() : '';
}

/** The moment of a wall-clock time ("17:00") on a day in the zone, as a UTC ISO date-time. */
export function atTimeOn(key: string, time: string, zone: string): string {
  return fromDateTimeInput(`${key}T${time}`, zone);
}
