import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '../../../scripts/seed';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { taskStatusSummaries, taskTeamStatuses } from '../../domain/reports/task-report';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getTaskReport, getTasksReport, listStatusesOfTask } from './report-tasks-store';

// The tasks reports read as the demo report viewer, with the security rules enforced; a team
// member may not read other teams' statuses, so the report refuses them.
describe('the tasks reports against the local stack', () => {
  let client: FirebaseClient;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'reportViewer');
  });

  it("gives the report viewer every open task with each applicable team's status, counted", async () => {
    const report = await getTasksReport();
    expect(report.tasks.every((task) => !task.isArchived)).toBe(true);
    const ids = report.tasks.map((task) => task.id);
    expect(ids).toEqual(
      expect.arrayContaining(['demo-task-stand-plan', 'demo-task-insurance', 'demo-task-health-safety']),
    );
    expect(report.teams.some((team) => team.id === 'demo-team-brightside')).toBe(true);
    const statusOf = new Map(report.statuses.map((status) => [`${status.taskId}_${status.teamId}`, status]));
    const summaries = taskStatusSummaries(report.tasks, {
      teams: report.teams,
      statusOf: (taskId, teamId) => statusOf.get(`${taskId}_${teamId}`),
      now: new Date(),
      dueSoonDays: 7,
      timeZone: 'Europe/London',
    });
    const insurance = summaries.find((summary) => summary.task.id === 'demo-task-insurance')!;
    // Seeded: Brightside and Green Leaf complete, Meridian N/A; the demo team and the rest overdue (due two days ago).
    expect(insurance.counts.complete).toBeGreaterThanOrEqual(2);
    expect(insurance.counts['n/a']).toBeGreaterThanOrEqual(1);
    expect(insurance.counts.overdue).toBeGreaterThanOrEqual(1);
    // The stand plan is for exhibitors only: every exhibitor team (its stand share too), no sponsor
    // (other tests add teams of other types and of none to the same event).
    const standPlan = summaries.find((summary) => summary.task.id === 'demo-task-stand-plan')!;
    const exhibitorTypeId = report.teams.find((team) => team.id === 'demo-team-brightside')!.teamTypeId;
    expect(report.teams.find((team) => team.id === 'demo-team-meridian')!.teamTypeId).not.toBe(exhibitorTypeId);
    expect(standPlan.counts.total).toBe(
      report.teams.filter((team) => !team.isOrganiser && team.teamTypeId === exhibitorTypeId).length,
    );
  });

  it("gives one task's report with only that task's statuses", async () => {
    const report = await getTaskReport('demo-task-health-safety');
    expect(report.task.title).toBe('Accept the health and safety rules');
    expect(report.statuses.every((status) => status.taskId === 'demo-task-health-safety')).toBe(true);
    const statusOf = new Map(report.statuses.map((status) => [status.teamId, status]));
    const rows = taskTeamStatuses(report.task, {
      teams: report.teams,
      statusOf: (_taskId, teamId) => statusOf.get(teamId),
      now: new Date(),
      dueSoonDays: 7,
      timeZone: 'Europe/London',
    });
    const byTeam = Object.fromEntries(rows.map((row) => [row.team.id, row.status]));
    expect(byTeam[DEMO_TEAM_ID]).toBe('complete');
    expect(byTeam['demo-team-atlas']).toBe('n/a');
  });

  it("refuses a team member every team's statuses", async () => {
    await signInAsDemo(client.auth, 'teamMember');
    try {
      await expect(listStatusesOfTask('demo-task-insurance')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getTasksReport()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'reportViewer');
    }
  });
});
