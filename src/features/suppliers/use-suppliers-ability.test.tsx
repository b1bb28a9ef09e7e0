import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useSuppliersAbility } from './use-suppliers-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useSuppliersAbility', () => {
  it.each<[Person, { canManage: boolean; canBulkEdit: boolean }]>([
    ['eventflowAdmin', { canManage: true, canBulkEdit: true }],
    ['admin', { canManage: true, canBulkEdit: true }],
    ['moderator', { canManage: true, canBulkEdit: false }],
    ['reportViewer', { canManage: false, canBulkEdit: false }],
    ['teamOwner', { canManage: false, canBulkEdit: false }],
    ['teamMember', { canManage: false, canBulkEdit: false }],
  ])('%s: %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useSuppliersAbility()).result.current).toEqual(expected);
  });
});
