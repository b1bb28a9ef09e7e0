import { describe, expect, it } from 'vitest';
import { organisers, reminderRecipients, teamPeople, type Person } from './task-mail';

const person = (id: string, extra: Partial<Person> = {}): Person => ({
  id,
  firstName: id,
  surname: 'T',
  email: `${id}@x.test`,
  teamId: 'team',
  teamRole: 'user',
  permissions: 'user',
  ...extra,
});

describe('who a task mail goes to', () => {
  const team = { id: 'team', ownerId: 'owner', userIds: ['owner', 'member', 'teamAdmin'] };
  const people = [
    person('owner'),
    person('member'),
    person('teamAdmin', { teamRole: 'admin' }),
    person('other', { teamId: 'elsewhere' }),
    person('mod', { teamId: '', permissions: 'moderator' }),
  ];

  it('sends reminders to everyone, the team leader, or the leader and the team admins', () => {
    expect(reminderRecipients(team, people, 'all-users').map((entry) => entry.id)).toEqual([
      'owner',
      'member',
      'teamAdmin',
    ]);
    expect(reminderRecipients(team, people, 'team-leader').map((entry) => entry.id)).toEqual(['owner']);
    expect(reminderRecipients(team, people, 'admin').map((entry) => entry.id)).toEqual(['owner', 'teamAdmin']);
  });

  it("finds the team's people and the organisers' side", () => {
    expect(teamPeople(team, people).map((entry) => entry.id)).toEqual(['owner', 'member', 'teamAdmin']);
    expect(organisers(people).map((entry) => entry.id)).toEqual(['mod']);
  });
});
