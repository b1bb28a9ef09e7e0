import { describe, vi } from 'vitest';
import { itGivesEachPerson } from '../../../tests/support/ability-people';
import { useWebhooksAbility } from './use-webhooks-ability';

vi.mock('../../data/session/use-session', () =>
  import('../../../tests/support/ability-people').then((people) => people.useSessionModule),
);

describe('useWebhooksAbility', () => {
  itGivesEachPerson(useWebhooksAbility, [
    ['eventflowAdmin', { canManageWebhooks: true }],
    ['admin', { canManageWebhooks: true }],
    ['moderator', { canManageWebhooks: false }],
    ['reportViewer', { canManageWebhooks: false }],
    ['teamOwner', { canManageWebhooks: false }],
    ['teamMember', { canManageWebhooks: false }],
    ['signedOut', { canManageWebhooks: false }],
  ]);
});
