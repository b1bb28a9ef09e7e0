import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useWebhooksAbility } from './use-webhooks-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useWebhooksAbility', () => {
  it.each<[Person | 'signedOut', boolean]>([
    ['eventflowAdmin', true],
    ['admin', true],
    ['moderator', false],
    ['reportViewer', false],
    ['teamOwner', false],
    ['teamMember', false],
    ['signedOut', false],
  ])('%s manages webhooks: %s', (person, canManageWebhooks) => {
    signInAs(person);
    expect(renderHook(() => useWebhooksAbility()).result.current).toEqual({ canManageWebhooks });
  });
});
