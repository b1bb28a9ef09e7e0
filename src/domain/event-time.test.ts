// This machine pretends to be in Auckland (13 hours ahead of London in July, 11 in January), so a
// rule that slips into the machine's own zone shows up as a wrong day or hour.
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  atTimeOn,
  calendarDaysUntil,
  dayOf,
  daysBetween,
  DEFAULT_EVENT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatReportDateTime,
  formatTime,
  fromDateTimeInput,
  isKnownTimeZone,
  timeZoneChoices,
  timeZoneSchema,
  toDateTimeInput,
  zoneAbbreviation,
} from './event-time';

// Unit files share their worker, so the zone goes back when this file is done.
vi.stubEnv('TZ', 'Pacific/Auckland');
afterAll(() => vi.unstubAllEnvs());

const LONDON = 'Europe/London';

describe('event time (on a machine in another zone)', () => {
  it('runs where the machine is not in the event’s zone', () => {
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(-720);
  });

  it('places 00:30 and 23:30 of the event’s day on that day', () => {
    // 00:30 BST on 1 July is 23:30 UTC on 30 June; 23:30 BST is 22:30 UTC.
    expect(dayOf('2026-06-30T23:30:00.000Z', LONDON)).toBe('2026-07-01');
    expect(formatDateTime('2026-06-30T23:30:00.000Z', LONDON)).toBe('1 Jul 2026, 00:30');
    expect(dayOf('2026-07-01T22:30:00.000Z', LONDON)).toBe('2026-07-01');
    expect(formatDateTime('2026-07-01T22:30:00.000Z', LONDON)).toBe('1 Jul 2026, 23:30');
    // The same moments in New York fall on 30 June.
    expect(dayOf('2026-06-30T23:30:00.000Z', 'America/New_York')).toBe('2026-06-30');
    expect(dayOf('2026-07-01T22:30:00.000Z', 'America/New_York')).toBe('2026-07-01');
  });

  it('shows a task due 1 July 09:00 at 09:00 whatever the machine’s zone', () => {
    const due = '2026-07-01T08:00:00.000Z';
    expect(formatTime(due, LONDON)).toBe('09:00');
    expect(formatDate(due, LONDON)).toBe('1 Jul 2026');
    expect(formatDateTimeWithZone(due, LONDON)).toBe('1 Jul 2026, 09:00 BST');
    expect(formatReportDateTime(due, LONDON)).toBe('01/07/2026, 09:00');
    expect(formatDateTimeWithZone('2026-01-15T09:00:00.000Z', LONDON)).toBe('15 Jan 2026, 09:00 GMT');
  });

  it('names the zone as British English writes it', () => {
    expect(zoneAbbreviation(LONDON, new Date('2026-07-01T08:00:00Z'))).toBe('BST');
    expect(zoneAbbreviation(LONDON, new Date('2026-12-01T08:00:00Z'))).toBe('GMT');
    expect(zoneAbbreviation('Europe/Paris', new Date('2026-07-01T08:00:00Z'))).toBe('CEST');
    expect(zoneAbbreviation('America/New_York', new Date('2026-07-01T08:00:00Z'))).toBe('GMT-4');
  });

  it('keeps the hours right across the two changes of the clocks', () => {
    // Spring: 29 March 2026, 01:00 GMT becomes 02:00 BST.
    expect(formatDateTimeWithZone('2026-03-29T00:30:00.000Z', LONDON)).toBe('29 Mar 2026, 00:30 GMT');
    expect(formatDateTimeWithZone('2026-03-29T01:30:00.000Z', LONDON)).toBe('29 Mar 2026, 02:30 BST');
    expect(dayOf('2026-03-28T23:30:00.000Z', LONDON)).toBe('2026-03-28');
    expect(dayOf('2026-03-29T23:30:00.000Z', LONDON)).toBe('2026-03-30');
    // Autumn: 25 October 2026, 02:00 BST becomes 01:00 GMT; 01:30 happens twice.
    expect(formatDateTimeWithZone('2026-10-25T00:30:00.000Z', LONDON)).toBe('25 Oct 2026, 01:30 BST');
    expect(formatDateTimeWithZone('2026-10-25T01:30:00.000Z', LONDON)).toBe('25 Oct 2026, 01:30 GMT');
    expect(dayOf('2026-10-24T23:30:00.000Z', LONDON)).toBe('2026-10-25');
    expect(dayOf('2026-10-25T23:30:00.000Z', LONDON)).toBe('2026-10-25');
  });

  it('reads an entered wall-clock time in the event’s zone and stores it in UTC', () => {
    expect(fromDateTimeInput('2026-07-01T09:00', LONDON)).toBe('2026-07-01T08:00:00.000Z');
    expect(fromDateTimeInput('2026-07-01T00:30', LONDON)).toBe('2026-06-30T23:30:00.000Z');
    expect(fromDateTimeInput('2026-01-15T23:30', LONDON)).toBe('2026-01-15T23:30:00.000Z');
    expect(toDateTimeInput('2026-06-30T23:30:00.000Z', LONDON)).toBe('2026-07-01T00:30');
    expect(toDateTimeInput('2026-07-01T08:00:00+00:00', 'Asia/Tokyo')).toBe('2026-07-01T17:00');
    // The hour skipped in spring counts as the hour after; the hour lived twice in autumn is its first (summer time).
    expect(fromDateTimeInput('2026-03-29T01:30', LONDON)).toBe('2026-03-29T01:30:00.000Z');
    expect(fromDateTimeInput('2026-10-25T01:30', LONDON)).toBe('2026-10-25T00:30:00.000Z');
    expect(atTimeOn('2026-03-29', '17:00', LONDON)).toBe('2026-03-29T16:00:00.000Z');
    expect(atTimeOn('2026-03-28', '17:00', LONDON)).toBe('2026-03-28T17:00:00.000Z');
    expect(fromDateTimeInput('', LONDON)).toBe('');
    expect(toDateTimeInput('', LONDON)).toBe('');
    expect(toDateTimeInput('tomorrow', LONDON)).toBe('');
  });

  it('counts calendar days to a deadline in the event’s zone', () => {
    const now = new Date('2026-06-30T22:00:00.000Z'); // 23:00 BST on 30 June
    expect(calendarDaysUntil('2026-06-30T23:30:00.000Z', now, LONDON)).toBe(1); // 00:30 on 1 July: tomorrow
    expect(calendarDaysUntil('2026-06-30T22:30:00.000Z', now, LONDON)).toBe(0); // 23:30 the same evening: today
    expect(calendarDaysUntil('2026-06-30T23:30:00.000Z', now, 'America/New_York')).toBe(0);
    // Across the spring change the day that lasts 23 hours is still one day.
    expect(calendarDaysUntil('2026-03-30T00:30:00.000Z', new Date('2026-03-28T23:30:00.000Z'), LONDON)).toBe(2);
  });

  it('does day arithmetic on day keys without slipping at the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(dayOf('2026-02-30', LONDON)).toBe('');
    expect(dayOf('2026-07-01', 'Pacific/Honolulu')).toBe('2026-07-01');
  });

  it('formats nothing for unset or unreadable dates', () => {
    expect(formatDateTime('', LONDON)).toBe('—');
    expect(formatDateTime('yesterday', LONDON)).toBe('—');
    expect(formatDate('soon', LONDON)).toBe('—');
    expect(formatTime('', LONDON)).toBe('');
    expect(formatReportDateTime('never', LONDON)).toBe('');
  });

  it('knows the IANA zones Intl knows and refuses anything else', () => {
    expect(timeZoneSchema.parse(undefined)).toBe(DEFAULT_EVENT_TIME_ZONE);
    expect(timeZoneSchema.parse('America/New_York')).toBe('America/New_York');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
    expect(isKnownTimeZone('Europe/Kyiv') && isKnownTimeZone('Europe/Kiev')).toBe(true);
    for (const bad of ['Mars/Olympus_Mons', '+01:00', 'BST', '', ' Europe/London', 'europe/nowhere']) {
      expect(timeZoneSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(timeZoneChoices('Europe/Kyiv')).toEqual(
      expect.arrayContaining(['Europe/London', 'UTC', 'Europe/Kyiv', 'Pacific/Auckland']),
    );
  });
});
