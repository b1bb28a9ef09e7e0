import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, type Person } from '../../../tests/support/ability-people';
import { useContentAbility } from './use-content-ability';

vi.mock('../../data/session/use-session', () => import('../../../tests/support/ability-people').then((people) => people.useSessionModule));

describe('useContentAbility', () => {
  it.each<[Person, { seesEverySupplier: boolean; taskViewer: object }]>([
    ['eventflowAdmin', { seesEverySupplier: true, taskViewer: { role: 'eventflowAdmin', isOrganiserTeam: true, teamTypeId: '' } }],
    ['admin', { seesEverySupplier: true, taskViewer: { role: 'admin', isOrganiserTeam: true, teamTypeId: '' } }],
    ['moderator', { seesEverySupplier: true, taskViewer: { role: 'moderator', isOrganiserTeam: true, teamTypeId: '' } }],
    ['reportViewer', { seesEverySupplier: false, taskViewer: { role: 'reportViewer', isOrganiserTeam: true, teamTypeId: '' } }],
    ['teamOwner', { seesEverySupplier: false, taskViewer: { role: 'user', isOrganiserTeam: false, teamTypeId: 'type-1', standShareRole: 'none' } }],
    ['teamMember', { seesEverySupplier: false, taskViewer: { role: 'user', isOrganiserTeam: false, teamTypeId: 'type-1', standShareRole: 'none' } }],
  ])('%s reads the sections as %o', (person, expected) => {
    signInAs(person);
    expect(renderHook(() => useContentAbility()).result.current).toMatchObject(expected);
  });
});
