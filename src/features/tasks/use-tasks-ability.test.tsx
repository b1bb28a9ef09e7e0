import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useTasksAbility } from './use-tasks-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useTasksAbility', () => {
  itGivesEachPerson(useTasksAbility, [
    ['eventflowAdmin', { canManage: true, canBulkEdit: true, hasTeam: false }],
    ['admin', { canManage: true, canBulkEdit: true, hasTeam: false }],
    ['moderator', { canManage: true, canBulkEdit: false, hasTeam: false }],
    ['reportViewer', { canManage: false, canBulkEdit: false, hasTeam: false }],
    ['teamOwner', { canManage: false, canBulkEdit: false, hasTeam: true }],
    ['teamMember', { canManage: false, canBulkEdit: false, hasTeam: true }],
  ]);
});
