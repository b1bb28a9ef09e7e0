import { describe, expect, it } from 'vitest';
import type { TeamReportRow } from '../../../domain/reports/team-health';
import { orderedRows } from './teams-report';

const row = (name: string, tasksComplete: number): TeamReportRow =>
  ({ id: name, name, taskCount: 4, tasksComplete, isComplete: false }) as TeamReportRow;

describe("the teams report's export order", () => {
  const rows = [row('Bravo', 3), row('Alpha', 1), row('Charlie', 2)];

  it("is the view's default order until a column is picked (health check: the least done first)", () => {
    expect(orderedRows(rows, 'healthCheck').map((team) => team.name)).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  it('follows the sort picked on screen', () => {
    expect(orderedRows(rows, 'healthCheck', { key: 'name', direction: 'desc' }).map((team) => team.name)).toEqual([
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
  });
});
