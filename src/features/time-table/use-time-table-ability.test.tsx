import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useTimeTableAbility } from './use-time-table-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useTimeTableAbility', () => {
  it.each<[Person, { seesUnpublished: boolean; seesScheduledNotifications: boolean }]>([
    ['eventflowAdmin', { seesUnpublished: true, seesScheduledNotifications: true }],
    ['admin', { seesUnpublished: true, seesScheduledNotifications: true }],
    ['moderator', { seesUnpublished: true, seesScheduledNotifications: false }],
    ['reportViewer', { seesUnpublished: false, seesScheduledNotifications: false }],
    ['teamOwner', { seesUnpublished: false, seesScheduledNotifications: false }],
    ['teamMember', { seesUnpublished: false, seesScheduledNotifications: false }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useTimeTableAbility()).result.current).toEqual(expected);
  });
});
