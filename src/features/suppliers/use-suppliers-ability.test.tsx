import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useSuppliersAbility } from './use-suppliers-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useSuppliersAbility', () => {
  itGivesEachPerson(useSuppliersAbility, [
    ['eventflowAdmin', { canManage: true, canBulkEdit: true }],
    ['admin', { canManage: true, canBulkEdit: true }],
    ['moderator', { canManage: true, canBulkEdit: false }],
    ['reportViewer', { canManage: false, canBulkEdit: false }],
    ['teamOwner', { canManage: false, canBulkEdit: false }],
    ['teamMember', { canManage: false, canBulkEdit: false }],
  ]);
});
