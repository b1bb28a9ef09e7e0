import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getTeamReportDetail, getTeamsReport, teamsReportFile } from './report-teams-store';

// The teams report as the demo report viewer reads it, with the security rules enforced.
describe('the teams report against the local stack', () => {
  let client: FirebaseClient;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'reportViewer');
  });

  it('gives the report viewer every team with its sign-ins, tasks and risk', async () => {
    const report = await getTeamsReport();
    const byId = new Map(report.rows.map((row) => [row.id, row]));
    expect(report.rows.length).toBeGreaterThanOrEqual(8);
    // Seeded: Brightside signed in and did every task it sees that is urgent; Harbour Media never signed in.
    expect(byId.get('demo-team-brightside')).toMatchObject({
      hasLoggedIn: true,
      teamTypeName: 'Exhibitor',
      ownerName: 'Grace Hopkins',
      tasksOverdue: 0,
    });
    expect(byId.get('demo-team-brightside')?.risk.level).toBe('low');
    expect(byId.get('demo-team-harbour-media')).toMatchObject({ hasLoggedIn: false, lastLoginAt: '' });
    expect(byId.get('demo-team-harbour-media')?.risk.level).toBe('high');
    expect(report.customFields.map((field) => field.label)).toContain('Stand number');
    const file = await teamsReportFile(report, report.rows, 'csv', new Date('2026-03-01T12:00:00Z'));
    expect(file.fileName).toBe('teams-report-2026-03-01.csv');
    expect(await file.blob.text()).toContain('Harbour Media Group');
  });

  it("gives one team's tasks, people and the parts of its risk", async () => {
    const detail = await getTeamReportDetail('demo-team-harbour-media');
    expect(detail.row.name).toBe('Harbour Media Group');
    expect(detail.people.map((person) => [person.name, person.isOwner, person.hasLoggedIn])).toEqual([
      ['Zara Ahmed', true, false],
    ]);
    expect(detail.tasks.some((task) => task.status === 'overdue')).toBe(true);
    expect(detail.row.risk.parts.some((part) => part.kind === 'overdueTasks')).toBe(true);
  });

  it('refuses a team member the report', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    await expect(getTeamsReport()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getTeamReportDetail('demo-team-brightside')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
