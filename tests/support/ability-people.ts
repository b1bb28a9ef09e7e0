import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { SessionState, SessionUser } from '../../src/data/session/session-state';

/** The team whose owner and member the tables below sign in as. */
export const TEAM = { id: 'team-1', ownerId: 'owner' } as const;

const teamPerson: SessionUser = {
  uid: 'member',
  email: 'mia@example.test',
  firstName: 'Mia',
  surname: 'Member',
  role: 'user',
  isOnboarded: true,
  teamId: TEAM.id,
  teamTypeId: 'type-1',
  standShareRole: 'none',
  isOrganiser: false,
  parentTeamId: '',
};
const organiser: SessionUser = { ...teamPerson, teamId: '', teamTypeId: '', isOrganiser: true };

/** One signed-in person of each kind an ability hook tells apart: the roles, and a team's owner and member. */
export const PEOPLE = {
  eventflowAdmin: { ...organiser, uid: 'staff', role: 'eventflowAdmin' },
  admin: { ...organiser, uid: 'admin', role: 'admin' },
  moderator: { ...organiser, uid: 'moderator', role: 'moderator' },
  reportViewer: { ...organiser, uid: 'viewer', role: 'reportViewer' },
  teamOwner: { ...teamPerson, uid: TEAM.ownerId },
  teamMember: teamPerson,
} satisfies Record<string, SessionUser>;

export type Person = keyof typeof PEOPLE;

let session: SessionState = { status: 'signedOut' };

/** Signs in as one of PEOPLE, or out. */
export function signInAs(person: Person | 'signedOut'): void {
  session = person === 'signedOut' ? { status: 'signedOut' } : { status: 'signedIn', user: PEOPLE[person] };
}

/** Stands in for src/data/session/use-session in a hook's test: `vi.mock(<its path>, () => import(<this file>).then((people) => people.useSessionModule))`. */
export const useSessionModule = {
  useSession: (): SessionState => session,
  useSessionUser: (): SessionUser => {
    if (session.status !== 'signedIn') throw new Error('User is not authenticated');
    return session.user;
  },
};

/** One test per row: signed in as the row's person, the hook gives at least the row's values. */
export function itGivesEachPerson<Ability>(
  useAbility: () => Ability,
  table: readonly [Person | 'signedOut', Partial<Ability>][],
): void {
  it.each(table)('%s: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(useAbility).result.current).toMatchObject(expected);
  });
}
