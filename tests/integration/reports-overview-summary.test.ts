import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../src/domain/paths';
import { overviewSummarySchema } from '../../src/domain/reports/overview-summary';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage, type StackClient } from '../support/stack-client';

// The reports overview's summary (reportSummaries/overview), computed by the functions: 'Refresh now'
// (refreshReportSummary) for report viewers and up of the event, and the scheduled job. Through the
// web SDKs against the local stack, rules enforced.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
const summaryPath = paths.doc('reportSummaries', 'overview');

const clients: StackClient[] = [];
async function signedIn(person: TestPerson): Promise<StackClient> {
  const client = connectStackClient(`reports-${unique()}`);
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, person.email, person.password);
  return client;
}

let viewer: StackClient;
let moderator: StackClient;
let member: StackClient;
let owner: StackClient;
let outsider: StackClient;
const otherEvent = `other-${unique()}`;

beforeAll(async () => {
  const [viewerPerson, moderatorPerson, memberPerson, ownerPerson, outsiderPerson] = await Promise.all([
    createPerson('reportViewer'),
    createPerson('moderator'),
    createPerson(),
    createPerson(),
    createPerson(),
  ]);
  // A team with an owner and a member; the outsider is a report viewer of another event only.
  const teamId = `team-${unique()}`;
  await adminDb()
    .doc(paths.doc('teams', teamId))
    .set({
      id: teamId,
      name: `Stand ${unique()}`,
      ownerId: ownerPerson.uid,
      userIds: [ownerPerson.uid, memberPerson.uid],
      teamTypeId: '',
    });
  await Promise.all(
    [memberPerson, ownerPerson].map((person) => adminDb().doc(paths.user(person.uid)).update({ teamId })),
  );
  await adminDb().doc(paths.user(outsiderPerson.uid)).delete();
  await adminDb().doc(eventPaths(otherEvent).user(outsiderPerson.uid)).set({
    id: outsiderPerson.uid,
    firstName: 'Out',
    surname: 'Sider',
    email: outsiderPerson.email,
    permissions: 'reportViewer',
    teamId: '',
  });
  [viewer, moderator, member, owner, outsider] = await Promise.all(
    [viewerPerson, moderatorPerson, memberPerson, ownerPerson, outsiderPerson].map(signedIn),
  );
});

afterAll(async () => {
  await Promise.all(clients.map((client) => signOut(client.auth)));
  await Promise.all(clients.map((client) => client.close()));
});

async function storedSummary() {
  return overviewSummarySchema.parse((await adminDb().doc(summaryPath).get()).data());
}

describe('refreshReportSummary (Refresh now)', () => {
  it('a report viewer recomputes the summary, names themselves and reads it under the rules; it counts every team', async () => {
    const before = Date.now();
    const answer = await viewer.call<{ computedAt: string; durationMs: number }>('refreshReportSummary');
    expect(Date.parse(answer.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    const snapshot = await getDoc(doc(viewer.db, summaryPath));
    const summary = overviewSummarySchema.parse(snapshot.data());
    expect(summary.computedAt).toBe(answer.computedAt);
    expect(summary.computedBy).toBe(viewer.auth.currentUser!.uid);
    const teams = (await adminDb().collection(paths.collection('teams')).count().get()).data().count;
    expect(summary.teamCount).toBe(teams);
    expect(Object.values(summary.riskSpread).reduce((sum, value) => sum + value, 0)).toBe(teams);
  });

  it('a moderator may refresh too', async () => {
    await expect(moderator.call('refreshReportSummary')).resolves.toMatchObject({ computedAt: expect.any(String) });
  });

  it('a team member and a team owner are refused, and cannot read the summary either', async () => {
    for (const client of [member, owner]) {
      expect(await refusalMessage(client.call('refreshReportSummary'))).toBe(
        'This action needs the Report Viewer role or higher',
      );
      await expect(getDoc(doc(client.db, summaryPath))).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });

  it("a report viewer of another event is refused for this event, and this event's viewer for the other event", async () => {
    expect(await refusalMessage(outsider.call('refreshReportSummary'))).toBe(
      'This action needs the Report Viewer role or higher',
    );
    expect(await refusalMessage(viewer.call('refreshReportSummary', { eventId: otherEvent }))).toBe(
      'This action needs the Report Viewer role or higher',
    );
    expect((await adminDb().doc(eventPaths(otherEvent).doc('reportSummaries', 'overview')).get()).exists).toBe(false);
  });

  it('nobody writes the summary from a browser, not even an organiser', async () => {
    await expect(setDoc(doc(moderator.db, summaryPath), { teamCount: 0 }, { merge: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(viewer.db, summaryPath), { teamCount: 0 }, { merge: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the scheduled refresh', () => {
  it('refreshReportSummaries computes the summary at the time it runs, named as the schedule', async () => {
    const at = new Date(Date.now() + 60_000);
    at.setUTCSeconds(0, 0);
    const reports = await runScheduledJobsAt(at, ['refreshReportSummaries']);
    expect(reports.refreshReportSummaries).toMatchObject({ failed: 0 });
    expect(reports.refreshReportSummaries!.done).toBeGreaterThanOrEqual(1);
    const summary = await storedSummary();
    expect(summary).toMatchObject({ computedAt: at.toISOString(), computedBy: 'scheduler' });
    expect(summary.logins.dates.at(-1)).toBe(at.toISOString().slice(0, 10));
  });
});
