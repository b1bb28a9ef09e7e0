import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PEOPLE, signInAs, type Person } from '../../../tests/support/ability-people';
import { useNotificationsAbility } from './use-notifications-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useNotificationsAbility', () => {
  it.each<[Person, { canManage: boolean; seesAll: boolean }]>([
    ['eventflowAdmin', { canManage: true, seesAll: true }],
    ['admin', { canManage: true, seesAll: true }],
    ['moderator', { canManage: false, seesAll: false }],
    ['reportViewer', { canManage: false, seesAll: false }],
    ['teamOwner', { canManage: false, seesAll: false }],
    ['teamMember', { canManage: false, seesAll: false }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useNotificationsAbility()).result.current).toEqual({ uid: PEOPLE[person].uid, ...expected });
  });
});
