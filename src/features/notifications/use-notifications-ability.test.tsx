import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useNotificationsAbility } from './use-notifications-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useNotificationsAbility', () => {
  itGivesEachPerson(useNotificationsAbility, [
    ['eventflowAdmin', { canManage: true, seesAll: true }],
    ['admin', { canManage: true, seesAll: true }],
    ['moderator', { canManage: false, seesAll: false }],
    ['reportViewer', { canManage: false, seesAll: false }],
    ['teamOwner', { canManage: false, seesAll: false }],
    ['teamMember', { canManage: false, seesAll: false }],
  ]);
});
