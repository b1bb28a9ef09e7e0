import { describe, expect, it } from 'vitest';
import { calendarFeedEvents } from './calendar-feed';
import { timelineEntries, type TimelineSources } from './time-table';

const LONDON = 'Europe/London';
const sources = (overrides: Partial<TimelineSources>): TimelineSources => ({
  event: {
    eventName: 'Expo',
    startDate: '2026-07-01T08:00:00.000Z',
    endDate: '2026-07-03T16:00:00.000Z',
    launchDate: '',
  },
  tasks: [],
  statusOf: () => undefined,
  notifications: [],
  now: new Date('2026-06-01T12:00:00.000Z'),
  dueSoonDays: 7,
  timeZone: LONDON,
  ...overrides,
});
const feedOf = (overrides: Partial<TimelineSources>) =>
  calendarFeedEvents(timelineEntries(sources(overrides)), { eventId: 'ev1', timeZone: LONDON });

describe('calendarFeedEvents', () => {
  it("gives the event's days as one all-day entry ending the day after its last", () => {
    expect(feedOf({})).toEqual([
      {
        uid: 'event.ev1@time-table',
        summary: 'Expo',
        description: '',
        allDay: true,
        start: '2026-07-01',
        end: '2026-07-04',
        path: '',
      },
    ]);
  });

  it("puts a task due at 00:30 event time on its own day at the event's wall-clock time, whatever the host's zone", () => {
    const [task] = feedOf({
      event: { eventName: 'Expo', startDate: '', endDate: '', launchDate: '' },
      // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
      tasks: [{ id: 't1', title: 'Stand plan', dueDate: '2026-06-30T23:30:00.000Z' }],
      statusOf: () => ({ isComplete: true, isNotApplicable: false, approvalStatus: 'none' }),
    });
    expect(task).toEqual({
      uid: 'task-t1.ev1@time-table',
      summary: 'Task due: Stand plan (Complete)',
      description: 'Task due at 00:30 (Europe/London)',
      allDay: false,
      start: '2026-07-01T00:30',
      end: '2026-07-01T00:30',
      path: '/tasks/t1',
    });
  });

  it('keeps wall-clock times across the clocks going back', () => {
    const [notification] = feedOf({
      event: { eventName: 'Expo', startDate: '', endDate: '', launchDate: '' },
      // 01:30 UTC on 25 October 2026 is 01:30 GMT, after the clocks went back at 02:00 BST.
      notifications: [
        { id: 'n1', title: 'Doors', status: 'scheduled', scheduledAt: '2026-10-25T01:30:00.000Z', sentAt: '' },
      ],
    });
    expect(notification).toMatchObject({ summary: 'Notification: Doors', start: '2026-10-25T01:30', allDay: false });
  });
});
