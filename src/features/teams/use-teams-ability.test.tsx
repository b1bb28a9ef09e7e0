import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, TEAM, type Person } from '../../../tests/support/ability-people';
import { useTeamsAbility } from './use-teams-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useTeamsAbility', () => {
  it.each<[Person, { canBulkDelete: boolean; managesTheTeam: boolean }]>([
    ['eventflowAdmin', { canBulkDelete: true, managesTheTeam: true }],
    ['admin', { canBulkDelete: true, managesTheTeam: true }],
    ['moderator', { canBulkDelete: false, managesTheTeam: true }],
    ['reportViewer', { canBulkDelete: false, managesTheTeam: false }],
    ['teamOwner', { canBulkDelete: false, managesTheTeam: true }],
    ['teamMember', { canBulkDelete: false, managesTheTeam: false }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    const ability = renderHook(() => useTeamsAbility()).result.current;
    expect({ canBulkDelete: ability.canBulkDelete, managesTheTeam: ability.canManage(TEAM) }).toEqual(expected);
  });
});
