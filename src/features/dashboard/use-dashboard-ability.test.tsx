import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../data/session/session-state';
import type { Role } from '../../domain/roles';
import { useDashboardAbility } from './use-dashboard-ability';

const member: SessionUser = { uid: 'u1', email: 'mia@example.test', firstName: 'Mia', surname: 'Member', role: 'user', isOnboarded: true, teamId: 'team-1', teamTypeId: 'type-1', standShareRole: 'none', isOrganiser: false, parentTeamId: '' };
let session: SessionUser = member;
vi.mock('../../data/session/use-session', () => ({ useSessionUser: () => session }));

const abilityOf = (role: Role) => {
  session = { ...member, role };
  return renderHook(() => useDashboardAbility()).result.current;
};

describe('useDashboardAbility', () => {
  it('lets only admins arrange the cards and count every published notification', () => {
    expect(abilityOf('admin')).toMatchObject({ canArrangeCards: true, seesAllNotifications: true });
    expect(abilityOf('moderator')).toMatchObject({ canArrangeCards: false, seesAllNotifications: false });
    expect(abilityOf('user')).toMatchObject({ canArrangeCards: false, seesAllNotifications: false });
  });
});
