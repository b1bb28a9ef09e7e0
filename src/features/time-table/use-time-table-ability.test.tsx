import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useTimeTableAbility } from './use-time-table-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useTimeTableAbility', () => {
  itGivesEachPerson(useTimeTableAbility, [
    ['eventflowAdmin', { seesUnpublished: true, seesScheduledNotifications: true }],
    ['admin', { seesUnpublished: true, seesScheduledNotifications: true }],
    ['moderator', { seesUnpublished: true, seesScheduledNotifications: false }],
    ['reportViewer', { seesUnpublished: false, seesScheduledNotifications: false }],
    ['teamOwner', { seesUnpublished: false, seesScheduledNotifications: false }],
    ['teamMember', { seesUnpublished: false, seesScheduledNotifications: false }],
  ]);
});
