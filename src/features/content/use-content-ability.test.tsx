import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useContentAbility } from './use-content-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useContentAbility', () => {
  itGivesEachPerson(useContentAbility, [
    [
      'eventflowAdmin',
      {
        seesEverySupplier: true,
        taskViewer: { role: 'eventflowAdmin', isOrganiserTeam: true, teamTypeId: '', standShareRole: 'none' },
      },
    ],
    [
      'admin',
      {
        seesEverySupplier: true,
        taskViewer: { role: 'admin', isOrganiserTeam: true, teamTypeId: '', standShareRole: 'none' },
      },
    ],
    [
      'moderator',
      {
        seesEverySupplier: true,
        taskViewer: { role: 'moderator', isOrganiserTeam: true, teamTypeId: '', standShareRole: 'none' },
      },
    ],
    [
      'reportViewer',
      {
        seesEverySupplier: false,
        taskViewer: { role: 'reportViewer', isOrganiserTeam: true, teamTypeId: '', standShareRole: 'none' },
      },
    ],
    [
      'teamOwner',
      {
        seesEverySupplier: false,
        taskViewer: { role: 'user', isOrganiserTeam: false, teamTypeId: 'type-1', standShareRole: 'none' },
      },
    ],
    [
      'teamMember',
      {
        seesEverySupplier: false,
        taskViewer: { role: 'user', isOrganiserTeam: false, teamTypeId: 'type-1', standShareRole: 'none' },
      },
    ],
  ]);
});
