import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../data/session/session-state';
import { useContentAbility } from './use-content-ability';

const member: SessionUser = { uid: 'u1', email: 'mia@example.test', firstName: 'Mia', surname: 'Member', role: 'user', isOnboarded: true, teamId: 'team-1', teamTypeId: 'type-1', standShareRole: 'child', isOrganiser: false, parentTeamId: 'team-0' };
let session: SessionUser = member;
vi.mock('../../data/session/use-session', () => ({ useSessionUser: () => session }));

describe('useContentAbility', () => {
  beforeEach(() => {
    session = member;
  });

  it('reads tasks as the reader’s team and lists only the suppliers its team type may read', () => {
    const { result } = renderHook(() => useContentAbility());
    expect(result.current.taskViewer).toEqual({ role: 'user', isOrganiserTeam: false, teamTypeId: 'type-1', standShareRole: 'child' });
    expect(result.current.seesEverySupplier).toBe(false);
  });

  it('lets organisers (moderators and up) see every supplier a section names', () => {
    for (const [role, sees] of [['admin', true], ['moderator', true], ['user', false]] as const) {
      session = { ...member, role };
      expect(renderHook(() => useContentAbility()).result.current.seesEverySupplier).toBe(sees);
    }
  });
});
