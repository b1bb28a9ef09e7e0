import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useDashboardAbility } from './use-dashboard-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useDashboardAbility', () => {
  itGivesEachPerson(useDashboardAbility, [
    ['eventflowAdmin', { canArrangeCards: true, seesAllNotifications: true }],
    ['admin', { canArrangeCards: true, seesAllNotifications: true }],
    ['moderator', { canArrangeCards: false, seesAllNotifications: false }],
    ['reportViewer', { canArrangeCards: false, seesAllNotifications: false }],
    ['teamOwner', { canArrangeCards: false, seesAllNotifications: false }],
    ['teamMember', { canArrangeCards: false, seesAllNotifications: false }],
  ]);
});
