import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useFormsAbility } from './use-forms-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

const moderatorRights = {
  canManageForms: true,
  canManageConfirmations: true,
  canManageNotifications: true,
  canManageSubmissions: true,
};
const none = {
  canManageForms: false,
  canManageConfirmations: false,
  canManageNotifications: false,
  canManageSubmissions: false,
  canManageWebhooks: false,
  canManageFieldGroups: false,
  canBulkEdit: false,
};
const adminBar = ['manageForms', 'archivedForms', 'manageFieldGroups', 'archivedFieldGroups'];

describe('useFormsAbility', () => {
  it.each<[Person | 'signedOut', Record<string, boolean>, string[]]>([
    [
      'eventflowAdmin',
      { ...moderatorRights, canManageWebhooks: true, canManageFieldGroups: true, canBulkEdit: true },
      adminBar,
    ],
    ['admin', { ...moderatorRights, canManageWebhooks: true, canManageFieldGroups: true, canBulkEdit: true }, adminBar],
    [
      'moderator',
      { ...moderatorRights, canManageWebhooks: false, canManageFieldGroups: false, canBulkEdit: false },
      [],
    ],
    ['reportViewer', none, []],
    ['teamOwner', none, []],
    ['teamMember', none, []],
    ['signedOut', none, []],
  ])('%s: %o, shortcut bar %o', (person, rights, shortcutRoutes) => {
    signInAs(person);
    const { shortcutLinks, ...ability } = renderHook(() => useFormsAbility()).result.current;
    expect(ability).toEqual(rights);
    expect(shortcutLinks.map((link) => link.routeId)).toEqual(shortcutRoutes);
  });
});
