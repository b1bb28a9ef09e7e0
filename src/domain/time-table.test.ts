// The machine runs in New York, five hours behind London: a day or hour taken from the machine's zone shows.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addMonths } from './event-time';
import {
  entriesOn,
  formatDay,
  formatWeek,
  monthGrid,
  timelineEntries,
  weekOf,
  type TimelineSources,
} from './time-table';

// Unit files share their worker, so the zone goes back when this file is done.
vi.stubEnv('TZ', 'America/New_York');
afterAll(() => vi.unstubAllEnvs());

const now = new Date('2026-03-01T09:00:00.000Z');

describe('the time table', () => {
  const entries = timelineEntries({
    event: {
      eventName: 'Expo',
      startDate: '2026-03-10',
      endDate: '2026-03-12',
      launchDate: '2026-02-01T09:00:00.000Z',
    },
    tasks: [
      { id: 't1', title: 'Stand plan', dueDate: '2026-03-05T17:00:00.000Z' },
      { id: 't2', title: 'Insurance', dueDate: '2026-02-20T12:00:00.000Z' },
      { id: 't3', title: 'Badges', dueDate: '2026-04-30T12:00:00.000Z' },
    ],
    statusOf: (taskId) =>
      taskId === 't2' ? { isComplete: true, isNotApplicable: false, approvalStatus: 'none' } : undefined,
    notifications: [
      { id: 'n1', title: 'Doors open soon', status: 'scheduled', scheduledAt: '2026-03-09T08:30:00.000Z', sentAt: '' },
      { id: 'n2', title: 'Welcome', status: 'sent', scheduledAt: '', sentAt: '2026-02-02T10:00:00.000Z' },
      { id: 'n3', title: 'Draft', status: 'draft', scheduledAt: '', sentAt: '' },
    ],
    now,
    dueSoonDays: 7,
    timeZone: 'Europe/London',
  });

  it('lists the event days, launch, task due dates with the team status and notifications, in date order', () => {
    expect(entries.map((entry) => [entry.kind, entry.title, entry.day, entry.taskStatus])).toEqual([
      ['launch', 'Expo opens to teams', '2026-02-01', undefined],
      ['notification', 'Welcome', '2026-02-02', undefined],
      ['task', 'Insurance', '2026-02-20', 'complete'],
      ['task', 'Stand plan', '2026-03-05', 'dueSoon'],
      ['notification', 'Doors open soon', '2026-03-09', undefined],
      ['event', 'Expo', '2026-03-10', undefined],
      ['task', 'Badges', '2026-04-30', 'incomplete'],
    ]);
  });

  it("puts a task on the team's own due date, marked, with the standing it has there", () => {
    const [own] = timelineEntries({
      event: { eventName: 'Expo', startDate: '', endDate: '', launchDate: '' },
      // The task was due yesterday; the team's own date is 00:30 BST on 5 April (23:30 UTC on the 4th).
      tasks: [{ id: 't1', title: 'Stand plan', dueDate: '2026-02-28T17:00:00.000Z' }],
      statusOf: () => ({
        isComplete: false,
        isNotApplicable: false,
        approvalStatus: 'none',
        dueAt: '2026-04-04T23:30:00.000Z',
      }),
      notifications: [],
      now,
      dueSoonDays: 7,
      timeZone: 'Europe/London',
    });
    expect(own).toMatchObject({ day: '2026-04-05', time: '00:30', taskStatus: 'incomplete', dueDateLabel: 'Extended' });
  });

  it('spreads the event over each of its days', () => {
    expect(entriesOn(entries, '2026-03-11').map((entry) => entry.kind)).toEqual(['event']);
    expect(entriesOn(entries, '2026-03-13')).toEqual([]);
  });

  it('builds Monday-first weeks and whole-week month grids', () => {
    expect(weekOf('2026-03-05')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const march = monthGrid('2026-03-18');
    expect(march[0][0]).toBe('2026-02-23');
    expect(march.at(-1)?.at(-1)).toBe('2026-04-05');
    expect(march).toHaveLength(6);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('writes dates the British way', () => {
    expect(formatDay('2026-03-05', 'long')).toBe('Thursday 5 March 2026');
    expect(formatDay('2026-03-05', 'month')).toBe('March 2026');
    expect(formatWeek(weekOf('2026-03-05'))).toBe('2 – 8 March 2026');
    expect(formatWeek(weekOf('2026-03-31'))).toBe('30 March – 5 April 2026');
    expect(entries.find((entry) => entry.id === 'notification-n1')?.time).toBe('08:30');
  });

  describe('on the event’s days, at the event’s times', () => {
    const onTimeTable = (dueDates: string[], timeZone = 'Europe/London') =>
      timelineEntries({
        event: { eventName: 'Expo', startDate: '', endDate: '', launchDate: '' },
        tasks: dueDates.map((dueDate, index) => ({ id: `t${index}`, title: `Task ${index}`, dueDate })),
        statusOf: () => undefined,
        notifications: [],
        now,
        dueSoonDays: 7,
        timeZone,
      } satisfies TimelineSources).map((entry) => [entry.day, entry.time]);

    it('puts a task due at 00:30 or 23:30 on its own day, at its own time', () => {
      expect(onTimeTable(['2026-06-30T23:30:00.000Z', '2026-07-01T08:00:00.000Z', '2026-07-01T22:30:00.000Z'])).toEqual(
        [
          ['2026-07-01', '00:30'],
          ['2026-07-01', '09:00'],
          ['2026-07-01', '23:30'],
        ],
      );
      expect(onTimeTable(['2026-01-14T00:30:00.000Z', '2026-01-14T23:30:00.000Z'])).toEqual([
        ['2026-01-14', '00:30'],
        ['2026-01-14', '23:30'],
      ]);
    });

    it('keeps days and times right on the two days the clocks change', () => {
      // 29 March 2026: 01:00 GMT becomes 02:00 BST. 25 October 2026: 02:00 BST becomes 01:00 GMT.
      expect(
        onTimeTable([
          '2026-03-29T00:30:00.000Z',
          '2026-03-29T22:30:00.000Z',
          '2026-10-24T23:30:00.000Z',
          '2026-10-25T23:30:00.000Z',
        ]),
      ).toEqual([
        ['2026-03-29', '00:30'],
        ['2026-03-29', '23:30'],
        ['2026-10-25', '00:30'],
        ['2026-10-25', '23:30'],
      ]);
    });

    it('follows the event’s zone, not London’s, when the event is elsewhere', () => {
      expect(onTimeTable(['2026-06-30T23:30:00.000Z'], 'Asia/Tokyo')).toEqual([['2026-07-01', '08:30']]);
      expect(onTimeTable(['2026-06-30T23:30:00.000Z'], 'America/Los_Angeles')).toEqual([['2026-06-30', '16:30']]);
    });
  });
});
