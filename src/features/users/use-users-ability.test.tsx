import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PEOPLE, signInAs, type Person } from '../../../tests/support/ability-people';
import { PERMISSION_MESSAGES } from '../../domain/user';
import { useUsersAbility } from './use-users-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

const member = { id: 'member', permissions: 'user' } as const;
const otherAdmin = { id: 'admin-2', permissions: 'admin' } as const;
const { ownRole, adminOnly } = PERMISSION_MESSAGES;

// The users screen is for moderators and up (the route table); these are the people who reach it.
describe('useUsersAbility', () => {
  it.each<
    [Person, { readsEmailHistory: boolean; memberToModerator?: string; memberToAdmin?: string; adminToUser?: string }]
  >([
    ['eventflowAdmin', { readsEmailHistory: true }],
    ['admin', { readsEmailHistory: true }],
    ['moderator', { readsEmailHistory: false, memberToAdmin: adminOnly, adminToUser: adminOnly }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    const ability = renderHook(() => useUsersAbility()).result.current;
    expect({
      readsEmailHistory: ability.canReadEmailHistory,
      memberToModerator: ability.roleChangeRefusal(member, 'moderator'),
      memberToAdmin: ability.roleChangeRefusal(member, 'admin'),
      adminToUser: ability.roleChangeRefusal(otherAdmin, 'user'),
    }).toEqual(expected);
    // Never oneself: not one's own role, not one's own account.
    const self = { id: PEOPLE[person].uid, permissions: PEOPLE[person].role };
    expect(ability.roleChangeRefusal(self, 'user')).toBe(ownRole);
    expect(ability.canDelete(self)).toBe(false);
    expect(ability.canDelete(member)).toBe(true);
  });
});
