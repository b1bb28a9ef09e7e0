import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityEntry, type ActivityEntry } from '../../domain/activity';
import type { ActivityPageRequest } from '../../data/activity/activity-store';
import type { Role } from '../../domain/roles';
import { ActivityHistory } from './activity-history';

const entry = (at: string, change: Omit<Parameters<typeof activityEntry>[0], 'at' | 'actorId' | 'actorName'>) =>
  activityEntry({ ...change, at, actorId: 'uid-ada', actorName: 'Ada Admin' });

const newest: ActivityEntry[] = [
  entry('2030-03-01T09:30:00.000Z', {
    subject: { kind: 'taskStatus', taskId: 'plan', teamId: 'bright' },
    verb: 'approved',
    summary: 'Looks right',
  }),
  entry('2030-02-28T08:00:00.000Z', { subject: { kind: 'task', taskId: 'plan' }, verb: 'archived' }),
];
const older = [entry('2030-01-05T10:00:00.000Z', { subject: { kind: 'task', taskId: 'plan' }, verb: 'created' })];

let role: Role = 'admin';
let firstPage: ActivityEntry[] = newest;
const asked: ActivityPageRequest[] = [];

vi.mock('../../data/activity/activity-api', () => ({
  useActivityPageQuery: (request: ActivityPageRequest) => {
    asked.push(request);
    return request.after
      ? { data: { entries: older } }
      : {
          data: { entries: firstPage, ...(firstPage.length ? { next: { at: newest[1]!.at, id: newest[1]!.id } } : {}) },
        };
  },
}));
vi.mock('../../data/session/use-session', () => ({ useSessionUser: () => ({ role }) }));
vi.mock('../../data/teams/teams-api', () => ({
  useTeamsQuery: () => ({ data: [{ id: 'bright', name: 'Brightside' }] }),
}));
vi.mock('../../data/tasks/tasks-api', () => ({ useTasksQuery: () => ({ data: undefined }) }));
vi.mock('../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Pacific/Auckland' }));

const rows = () => within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');

describe("a task's History", () => {
  beforeEach(() => {
    role = 'admin';
    firstPage = newest;
    asked.length = 0;
  });

  it("shows who did what, newest first, in the event's time zone, with the team a status belongs to", () => {
    render(<ActivityHistory subject={{ kind: 'task', id: 'plan' }} />);
    const [approved, archived] = rows();
    expect(approved).toHaveTextContent('1 Mar 2030, 22:30Ada Admin approved for BrightsideLooks right');
    expect(archived).toHaveTextContent('28 Feb 2030, 21:00Ada Admin archived the task');
    expect(asked[0]).toEqual({ subject: { kind: 'task', id: 'plan' }, after: undefined });
  });

  it('pages on with Show older, from the last entry shown', async () => {
    render(<ActivityHistory subject={{ kind: 'task', id: 'plan' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('approved'),
      expect.stringContaining('archived'),
      '5 Jan 2030, 23:00Ada Admin created the task',
    ]);
    expect(asked.at(-1)).toEqual({
      subject: { kind: 'task', id: 'plan' },
      after: { at: newest[1]!.at, id: newest[1]!.id },
    });
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('says when nothing has happened yet', () => {
    firstPage = [];
    render(<ActivityHistory subject={{ kind: 'task', id: 'plan' }} />);
    expect(rows().map((row) => row.textContent)).toEqual(['No activity yet.']);
  });

  it('is not shown to a moderator, and nothing is read for them', () => {
    role = 'moderator';
    render(<ActivityHistory subject={{ kind: 'task', id: 'plan' }} />);
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
