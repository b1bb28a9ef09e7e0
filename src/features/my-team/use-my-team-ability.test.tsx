import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, TEAM, type Person } from '../../../tests/support/ability-people';
import { useMyTeamAbility } from './use-my-team-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useMyTeamAbility', () => {
  it.each<[Person, { ownsTeam: boolean; canInvite: boolean }]>([
    ['eventflowAdmin', { ownsTeam: false, canInvite: true }],
    ['admin', { ownsTeam: false, canInvite: true }],
    ['moderator', { ownsTeam: false, canInvite: true }],
    ['reportViewer', { ownsTeam: false, canInvite: false }],
    ['teamOwner', { ownsTeam: true, canInvite: true }],
    ['teamMember', { ownsTeam: false, canInvite: false }],
  ])('%s on the team: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useMyTeamAbility(TEAM)).result.current).toEqual(expected);
  });

  it.each<Person>(['admin', 'teamOwner'])('%s may do nothing while the team loads', (person) => {
    signInAs(person);
    expect(renderHook(() => useMyTeamAbility(undefined)).result.current).toEqual({ ownsTeam: false, canInvite: false });
  });
});
