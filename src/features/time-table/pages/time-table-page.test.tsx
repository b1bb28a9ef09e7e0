// The person's browser is in New York (five hours behind London); the event is in London.
process.env.TZ = 'America/New_York';

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { taskSchema } from '../../../domain/tasks';
import TimeTablePage from './time-table-page';

const EVENT_ZONE = 'Europe/London';
/** The team's statuses as read so far (undefined while they load). */
let statuses: unknown[] | undefined = [];
const tasks = [
  // 00:30 and 23:30 on 1 July in London: 19:30 on 30 June and 18:30 on 1 July in New York, 23:30 on 30 June and 22:30 on 1 July in UTC.
  taskSchema.parse({ id: 'early', title: 'Hand in the stand plan', dueDate: '2026-06-30T23:30:00.000Z' }),
  taskSchema.parse({ id: 'late', title: 'Book the forklift', dueDate: '2026-07-01T22:30:00.000Z' }),
  // 09:00 on 2 July in London.
  taskSchema.parse({ id: 'morning', title: 'Send the insurance', dueDate: '2026-07-02T08:00:00.000Z' }),
];

vi.mock('../../../data/session/use-session', () => ({
  useSessionUser: () => ({ uid: 'ann', role: 'user', teamId: 'teamA', firstName: 'Ann', surname: 'Lee' }),
}));
vi.mock('../../../data/session/session-state', () => ({
  sessionTaskViewer: () => ({ role: 'user', isOrganiserTeam: false, teamTypeId: '', standShareRole: 'none' }),
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => EVENT_ZONE }));
vi.mock('../../../data/settings/settings-api', () => ({
  useTerminology: () => ({ timeTable: 'Time table' }),
  useSettings: (kind: string) => ({
    data:
      kind === 'event'
        ? { eventName: 'Expo', startDate: '', endDate: '', launchDate: '', timeZone: EVENT_ZONE }
        : { dueSoonDays: 7 },
  }),
}));
vi.mock('../../../data/navigation/navigation-api', () => ({
  useCorePagesQuery: () => ({ data: [{ id: 'timeTable', isPublished: true }] }),
}));
vi.mock('../../../data/tasks/tasks-api', () => ({
  useViewableTasksQuery: () => ({ data: tasks }),
  useTeamTaskStatusesQuery: () => ({ data: statuses }),
}));
vi.mock('../../../data/time-table/calendar-feed-api', () => ({
  useMyCalendarFeedQuery: () => ({ data: null }),
  useMakeCalendarFeedLinkMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('../../../data/notifications/notifications-api', () => ({
  useNotificationsQuery: () => ({ data: [] }),
  useReaderNotificationsQuery: () => ({ data: [] }),
}));

describe('the time table in the event’s time zone, seen from another zone', () => {
  afterEach(() => {
    statuses = [];
  });

  it("waits for the team's statuses, so a completed task never shows as due for a moment", async () => {
    statuses = undefined;
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TimeTablePage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('list', { name: 'Time table list' })).toBeNull();
  });

  it('puts tasks due at 00:30 and 23:30 event time on their own day, at event times, and names the zone', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TimeTablePage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Times are the event's: Europe\/London \((GMT|BST)\)\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    const days = within(screen.getByRole('list', { name: 'Time table list' })).getAllByRole('listitem');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
      'Wednesday 1 July 2026',
      'Thursday 2 July 2026',
    ]);
    expect(
      within(days[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['00:30Hand in the stand plan (Overdue)', '23:30Book the forklift (Overdue)']);
    expect(within(days[1]!).getByRole('link')).toHaveTextContent('09:00Send the insurance');
  });
});
