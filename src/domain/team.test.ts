import { describe, expect, it } from 'vitest';
import {
  canDeleteTeam,
  checkTeam,
  checkTeamOwner,
  groupStandShares,
  isTeamFull,
  managesTeam,
  parentTeamName,
  teamMemberCount,
  teamSchema,
} from './team';
import { allowedTeamIdsForType, moveTeamBetweenTypes, teamMemberTeamOptions, teamTypeTeamOptions } from './team-type';

const team = (id: string, extra: Record<string, unknown> = {}) =>
  teamSchema.parse({ id, name: `Team ${id}`, ...extra });

describe('team', () => {
  it('is managed by its owner and by organisers, not by its members or a reportViewer', () => {
    const team = { ownerId: 'owner' };
    expect(managesTeam(team, { uid: 'owner', role: 'user' })).toBe(true);
    expect(managesTeam(team, { uid: 'someone', role: 'moderator' })).toBe(true);
    expect(managesTeam(team, { uid: 'member', role: 'user' })).toBe(false);
    expect(managesTeam(team, { uid: 'viewer', role: 'reportViewer' })).toBe(false);
  });

  it('reads a stored team with defaults (role none, no parent, no children)', () => {
    expect(team('t1')).toMatchObject({
      ownerId: '',
      userIds: [],
      standShareRole: 'none',
      parentTeamId: '',
      childTeamIds: [],
      customFields: {},
      isOrganiser: false,
    });
    expect(team('t2', { standShareRole: 'bogus' }).standShareRole).toBe('none');
  });

  it("throws 'Invalid team' and 'Invalid team owner' for bad shapes", () => {
    expect(() => checkTeam({ id: 't', name: '  ' })).toThrow('Invalid team');
    expect(() => checkTeamOwner({ firstName: 'A', surname: 'B', email: 'nope' })).toThrow('Invalid team owner');
    expect(checkTeamOwner({ firstName: ' Ann ', surname: 'Bee', email: ' Ann@Example.COM ' })).toEqual({
      firstName: 'Ann',
      surname: 'Bee',
      email: 'ann@example.com',
    });
  });

  it('can be deleted only without stand shares', () => {
    expect(canDeleteTeam(team('a'))).toBe(true);
    expect(canDeleteTeam(team('a', { childTeamIds: ['b'] }))).toBe(false);
  });

  it('counts the owner once and is full at the limit', () => {
    const t = team('a', { ownerId: 'o', userIds: ['o', 'm1'] });
    expect(teamMemberCount(t)).toBe(2);
    expect(isTeamFull(t, 3)).toBe(false);
    expect(isTeamFull(t, 2)).toBe(true);
  });

  it("names a missing parent 'Unknown Parent Team'", () => {
    const byId = new Map([['p', { name: 'Parent' }]]);
    expect(parentTeamName({ parentTeamId: 'p' }, byId)).toBe('Parent');
    expect(parentTeamName({ parentTeamId: 'gone' }, byId)).toBe('Unknown Parent Team');
  });

  it('lists child teams under their parent and keeps orphans at the top level', () => {
    const teams = [
      team('p', { standShareRole: 'parent', childTeamIds: ['c'] }),
      team('c', { standShareRole: 'child', parentTeamId: 'p' }),
      team('o', { standShareRole: 'child', parentTeamId: 'gone' }),
    ];
    const grouped = groupStandShares(teams);
    expect(grouped.topLevel.map((t) => t.id)).toEqual(['p', 'o']);
    expect(grouped.childrenOf('p').map((t) => t.id)).toEqual(['c']);
  });
});

describe('team type pickers and membership', () => {
  const types = [
    { id: 'x', teamIds: ['a'] },
    { id: 'y', teamIds: ['b'] },
  ];
  const teams = [
    { id: 'a', name: 'Alpha', ownerId: 'o1', userIds: ['o1'] },
    { id: 'b', name: 'Beta', ownerId: 'o2', userIds: ['o2', 'm2'] },
    { id: 'c', name: 'Gamma', ownerId: '', userIds: [] },
  ];

  it("disables teams in another type as '(Already In A Group)'", () => {
    expect(teamTypeTeamOptions(teams, types, 'x', 5)).toEqual([
      { value: 'a', label: 'Alpha', disabled: false },
      { value: 'b', label: 'Beta (Already In A Group)', disabled: true },
      { value: 'c', label: 'Gamma', disabled: false },
    ]);
  });

  it("marks full teams '(Team Full)' in the team type picker without disabling them", () => {
    expect(teamTypeTeamOptions(teams, types, 'y', 2)).toEqual([
      { value: 'a', label: 'Alpha (Already In A Group)', disabled: true },
      { value: 'b', label: 'Beta (Team Full)', disabled: false },
      { value: 'c', label: 'Gamma', disabled: false },
    ]);
  });

  it("marks full teams '(Team Full)'", () => {
    const options = teamMemberTeamOptions(
      [
        { id: 'a', name: 'Alpha', ownerId: 'o', userIds: ['o', 'm'] },
        { id: 'b', name: 'Beta', ownerId: 'o2', userIds: ['o2'] },
      ],
      2,
    );
    expect(options).toEqual([
      { value: 'a', label: 'Alpha (Team Full)', disabled: true },
      { value: 'b', label: 'Beta', disabled: false },
    ]);
  });

  it('keeps a team in at most one type when moving it', () => {
    expect(moveTeamBetweenTypes(types, 'a', 'y')).toEqual([
      { teamTypeId: 'x', teamIds: [] },
      { teamTypeId: 'y', teamIds: ['b', 'a'] },
    ]);
    expect(moveTeamBetweenTypes(types, 'a', '')).toEqual([{ teamTypeId: 'x', teamIds: [] }]);
    expect(moveTeamBetweenTypes(types, 'a', 'x')).toEqual([]);
  });

  it('drops picked teams that belong to another type', () => {
    expect(allowedTeamIdsForType(['a', 'b', 'c', 'c'], types, 'x')).toEqual(['a', 'c']);
    expect(allowedTeamIdsForType(['a', 'c'], types, undefined)).toEqual(['c']);
  });
});
