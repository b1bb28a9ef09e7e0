import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useDashboardAbility } from './use-dashboard-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useDashboardAbility', () => {
  it.each<[Person, { canArrangeCards: boolean; seesAllNotifications: boolean }]>([
    ['eventflowAdmin', { canArrangeCards: true, seesAllNotifications: true }],
    ['admin', { canArrangeCards: true, seesAllNotifications: true }],
    ['moderator', { canArrangeCards: false, seesAllNotifications: false }],
    ['reportViewer', { canArrangeCards: false, seesAllNotifications: false }],
    ['teamOwner', { canArrangeCards: false, seesAllNotifications: false }],
    ['teamMember', { canArrangeCards: false, seesAllNotifications: false }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useDashboardAbility()).result.current).toMatchObject(expected);
  });
});
