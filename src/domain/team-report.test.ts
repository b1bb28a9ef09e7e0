import { describe, expect, it } from 'vitest';
import { TEAM_REPORT_COLUMNS, teamReportTable, type TeamReportTeam, type TeamReportUser } from './team-report';

const teams: TeamReportTeam[] = [
  { id: 'b', name: 'Beta', ownerId: 'u2', userIds: ['u2'], customFields: { booth: 'B2' } },
  { id: 'a', name: 'Alpha', ownerId: 'u1', userIds: ['u1'], customFields: { booth: '=A1', vip: true } },
  { id: 'c', name: 'Gamma', ownerId: '', userIds: [], customFields: {} },
];
const person = (id: string, teamId: string, firstName: string, hasLoggedIn = false): TeamReportUser => ({
  id,
  firstName,
  surname: 'Smith',
  email: `${id}@x.test`,
  hasLoggedIn,
  createdAt: '2026-01-02T03:04:00.000Z',
  teamId,
});
const users = [
  person('u1', 'a', 'Ann', true),
  person('u3', 'a', 'Zed'),
  person('u0', 'a', 'Abe'),
  person('u2', 'b', 'Bob'),
];
const teamTypes = [{ id: 'x', name: 'Exhibitors', teamIds: ['a', 'c'] }];
const fields = [
  { id: 'vip', label: 'VIP', type: 'boolean' as const, index: 2 },
  { id: 'booth', label: 'Booth', type: 'text' as const, index: 1 },
];

describe('the team report table', () => {
  it('has the spec’s columns then each custom field; a row per person, owner first, teams by name', () => {
    const [header, ...rows] = teamReportTable(teams, users, teamTypes, fields, { timeZone: 'Europe/London' });
    expect(header).toEqual([...TEAM_REPORT_COLUMNS, 'Booth', 'VIP']);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[6], row[8], row[9]])).toEqual([
      ['Alpha', 'Team Owner', 'Ann', 'Yes', 'Exhibitors', '=A1', 'Yes'],
      ['Alpha', 'Team Member', 'Abe', 'No', 'Exhibitors', '=A1', 'Yes'],
      ['Alpha', 'Team Member', 'Zed', 'No', 'Exhibitors', '=A1', 'Yes'],
      ['Beta', 'Team Owner', 'Bob', 'No', '', 'B2', 'No'],
      ['Gamma', '', '', '', 'Exhibitors', '', 'No'],
    ]);
    expect(rows[0]?.[7]).toBe('02/01/2026, 03:04');
  });

  it('keeps the given order and adds per-team columns when asked (the teams report)', () => {
    const [header, ...rows] = teamReportTable(teams, users, teamTypes, [], {
      timeZone: 'Europe/London',
      keepOrder: true,
      teamColumns: [{ header: 'Risk', cell: (teamId) => `risk of ${teamId}` }],
    });
    expect(header.at(-1)).toBe('Risk');
    expect(rows.map((row) => [row[0], row.at(-1)])).toEqual([
      ['Beta', 'risk of b'],
      ['Alpha', 'risk of a'],
      ['Alpha', 'risk of a'],
      ['Alpha', 'risk of a'],
      ['Gamma', 'risk of c'],
    ]);
  });
});
