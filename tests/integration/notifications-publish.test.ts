import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { arrayRemove, collection, doc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_DEFAULT_TITLE } from '../../src/domain/messages';
import {
  NOTIFICATION_BEING_SENT,
  teamAddress,
  type EventNotification,
  type PublishOutcome,
} from '../../src/domain/notifications';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../support/auth-people';
import { runScheduledJobsAt } from '../support/scheduler';
import { openSmtpGate } from '../support/smtp-gate';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';
import { stampCreate, stampUpdate } from '../../src/domain/audit';

// Event notifications end to end through the real SDKs: an admin's browser writes the draft, the
// functions publish it (now, or at its time through the scheduled job), people read it under the
// rules and mark it read on their own record.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const admin = connectStackClient('notifications-admin');
const reader = connectStackClient('notifications-reader');
const unique = () => randomUUID().slice(0, 8);

let teamTypeId: string;
let inType: TestPerson;
let outside: TestPerson;

/** Puts a person in a new team of the given type; answers the team's id. */
async function joinTeamOfType(person: TestPerson, typeId: string): Promise<string> {
  const teamId = `team-${unique()}`;
  await adminDb()
    .doc(paths.doc('teams', teamId))
    .set({ id: teamId, name: `Team ${teamId}`, ownerId: person.uid, userIds: [person.uid], teamTypeId: typeId });
  await adminDb().doc(paths.user(person.uid)).update({ teamId });
  return teamId;
}

/** The admin's browser saves a notification, as the admin screen does. */
async function saveDraft(extra: Partial<EventNotification> = {}): Promise<string> {
  const ref = doc(collection(admin.db, paths.collection('notifications')));
  await setDoc(ref, {
    ...stampCreate(admin.auth.currentUser!.uid, new Date()),
    title: `Doors open ${unique()}`,
    description: 'Use the exhibitor entrance in Hall B.',
    sendEmail: true,
    teamTypeIds: [teamTypeId],
    teamId: '',
    teamIds: [],
    linkUrl: '/content',
    buttonUrl: '',
    buttonText: '',
    scheduledAt: '',
    status: 'draft',
    sentAt: '',
    providerResponse: '',
    recipientIds: [],
    emailedIds: [],
    ...extra,
  });
  return ref.id;
}

const stored = async (id: string) =>
  (await adminDb().doc(paths.doc('notifications', id)).get()).data() as EventNotification;
const unreadOf = async (person: TestPerson) =>
  ((await adminDb().doc(paths.user(person.uid)).get()).get('notificationIds') ?? []) as string[];

beforeAll(async () => {
  teamTypeId = `type-${unique()}`;
  [inType, outside] = await Promise.all([createPerson(), createPerson()]);
  await Promise.all([joinTeamOfType(inType, teamTypeId), joinTeamOfType(outside, `other-${unique()}`)]);
  const organiser = await createPerson('admin');
  await signInWithEmailAndPassword(admin.auth, organiser.email, organiser.password);
  await signInWithEmailAndPassword(reader.auth, inType.email, inType.password);
});

afterAll(async () => {
  await Promise.all([signOut(admin.auth), signOut(reader.auth)]);
  await Promise.all([admin.close(), reader.close()]);
});

describe('event notifications', () => {
  it('publishes to the chosen team types only, mails them, and lets them mark it read and unread', async () => {
    const id = await saveDraft();
    const outcome = await admin.call<PublishOutcome>('publishNotification', { notificationId: id });
    expect(outcome).toEqual({ status: 'sent', recipients: 1, emailed: 1, failures: [] });
    expect(await stored(id)).toMatchObject({
      status: 'sent',
      recipientIds: [inType.uid],
      emailedIds: [inType.uid],
      providerResponse: '',
    });
    expect(await unreadOf(inType)).toContain(id);
    expect(await unreadOf(outside)).not.toContain(id);

    const mail = await waitForMail(inType.email);
    expect(mail.subject).toBe(ADMIN_NOTIFICATION_DEFAULT_TITLE);
    expect(mail.text).toContain('Use the exhibitor entrance in Hall B.');
    expect(mail.text).toMatch(/https?:\/\/\S+\/content/);
    expect(await mailsTo(outside.email)).toHaveLength(0);

    // The reader lists exactly what reached them, then marks it read on their own record.
    const mine = await getDocs(
      query(
        collection(reader.db, paths.collection('notifications')),
        where('recipientIds', 'array-contains', inType.uid),
      ),
    );
    expect(mine.docs.map((snapshot) => snapshot.id)).toContain(id);
    await updateDoc(doc(reader.db, paths.user(inType.uid)), {
      ...stampUpdate(inType.uid, new Date()),
      notificationIds: arrayRemove(id),
    });
    expect(await unreadOf(inType)).not.toContain(id);

    // Publishing again mails nobody twice.
    const again = await admin.call<PublishOutcome>('publishNotification', { notificationId: id });
    expect(again).toMatchObject({ status: 'sent', emailed: 0 });
    expect(await mailsTo(inType.email)).toHaveLength(1);
  });

  it('publishes a scheduled notification when the scheduled job runs at its time, not before', async () => {
    const at = new Date(Date.now() + 2 * 60_000);
    const id = await saveDraft({ status: 'scheduled', scheduledAt: at.toISOString(), title: `Scheduled ${unique()}` });
    // Only this job: the shared event's other jobs (task reminders to every team) are not under test here.
    await runScheduledJobsAt(new Date(at.getTime() - 60_000), ['publishScheduledNotifications']);
    expect((await stored(id)).status).toBe('scheduled');
    const reports = await runScheduledJobsAt(at, ['publishScheduledNotifications']);
    expect(reports.publishScheduledNotifications?.failed).toBe(0);
    expect(await stored(id)).toMatchObject({ status: 'sent', sentAt: at.toISOString(), recipientIds: [inType.uid] });
    const mail = await waitForMail(inType.email, { count: 2 });
    expect(mail.subject).toBe(ADMIN_NOTIFICATION_DEFAULT_TITLE);
  });

  it("records the provider's answer when an email is refused, and still publishes", async () => {
    const broken = await createPerson();
    const typeId = `type-${unique()}`;
    await joinTeamOfType(broken, typeId);
    const id = await saveDraft({ teamTypeIds: [typeId] });
    try {
      await adminDb().doc(paths.user(broken.uid)).update({ email: 'nobody-at-all' });
      const outcome = await admin.call<PublishOutcome>('publishNotification', { notificationId: id });
      expect(outcome.status).toBe('failed');
      expect(outcome.failures).toEqual([expect.stringContaining('nobody-at-all')]);
      expect(await stored(id)).toMatchObject({ status: 'failed', recipientIds: [broken.uid], emailedIds: [] });
      expect((await stored(id)).providerResponse).toContain('nobody-at-all');
      expect(await unreadOf(broken)).toContain(id);
    } finally {
      // The event is shared: leave no unmailable person for the other files' mail runs.
      await adminDb().doc(paths.user(broken.uid)).update({ email: broken.email });
    }
  });

  it('unlinks a deleted notification from everyone it reached', async () => {
    const id = await saveDraft({ sendEmail: false });
    expect((await admin.call<PublishOutcome>('publishNotification', { notificationId: id })).status).toBe('pushed');
    expect(await unreadOf(inType)).toContain(id);
    await admin.call('deleteNotifications', { notificationIds: [id] });
    expect(await unreadOf(inType)).not.toContain(id);
    expect((await adminDb().doc(paths.doc('notifications', id)).get()).exists).toBe(false);
  });

  it('publishes to the teams chosen by name: their people are reached and mailed, a third team is not', async () => {
    const [inA, inB, inC] = await Promise.all([createPerson(), createPerson(), createPerson()]);
    const typeId = `type-${unique()}`;
    const [teamA, teamB] = await Promise.all([joinTeamOfType(inA, typeId), joinTeamOfType(inB, `other-${unique()}`)]);
    await joinTeamOfType(inC, typeId);
    const id = await saveDraft({ teamTypeIds: [], ...teamAddress([teamA, teamB]) });
    const outcome = await admin.call<PublishOutcome>('publishNotification', { notificationId: id });
    expect(outcome).toEqual({ status: 'sent', recipients: 2, emailed: 2, failures: [] });
    expect(new Set((await stored(id)).recipientIds)).toEqual(new Set([inA.uid, inB.uid]));
    await Promise.all([waitForMail(inA.email), waitForMail(inB.email)]);
    expect(await mailsTo(inC.email)).toHaveLength(0);
    expect(await unreadOf(inC)).not.toContain(id);

    // The spec's one team (teamId alone, as a stored record may hold it) reaches that team's people.
    const one = await saveDraft({ teamTypeIds: [], teamId: teamA, sendEmail: false });
    await admin.call<PublishOutcome>('publishNotification', { notificationId: one });
    expect((await stored(one)).recipientIds).toEqual([inA.uid]);
  });

  it('refuses publishing to anyone below admin', async () => {
    const id = await saveDraft();
    expect(await refusalMessage(reader.call('publishNotification', { notificationId: id }))).toMatch(/admin/i);
    expect((await stored(id)).status).toBe('draft');
  });

  it('refuses a test email to an address that is not one, saying so in words', async () => {
    const values = { title: 'Doors open', description: 'Hall B.', linkUrl: '', buttonUrl: '' };
    expect(await refusalMessage(admin.call('sendNotificationTestEmail', { to: 'not-an-address', values }))).toBe(
      'To: Enter a valid email address.',
    );
  });
});

describe('a notification is mailed once, however its runs go', () => {
  /** A scheduled notification due a minute from now for a new team type of some people (two unless said). */
  async function dueFor(count = 2) {
    const typeId = `type-${unique()}`;
    const people = await Promise.all(Array.from({ length: count }, () => createPerson()));
    await Promise.all(people.map((person) => joinTeamOfType(person, typeId)));
    const at = new Date(Date.now() + 60_000);
    const id = await saveDraft({ status: 'scheduled', scheduledAt: at.toISOString(), teamTypeIds: [typeId] });
    return { id, at, people };
  }
  async function dueForTwo() {
    const { id, at, people } = await dueFor(2);
    return { id, at, first: people[0]!, second: people[1]! };
  }
  const holdUntil = (id: string, until: Date) =>
    adminDb().doc(paths.doc('notifications', id)).update({ sendingUntil: until.toISOString() });

  it('resumes what a run that died left unsent, and mails nobody it had mailed', async () => {
    const { id, at, first, second } = await dueForTwo();
    // What a run that died after its first mail leaves: that person recorded as mailed, its claim run out.
    await adminDb()
      .doc(paths.doc('notifications', id))
      .update({ emailedIds: [first.uid] });
    await holdUntil(id, new Date(Date.now() - 1_000));
    const reports = await runScheduledJobsAt(at, ['publishScheduledNotifications']);
    expect(reports.publishScheduledNotifications).toMatchObject({ failed: 0 });
    const after = await stored(id);
    expect(after.status).toBe('sent');
    expect(new Set(after.emailedIds)).toEqual(new Set([first.uid, second.uid]));
    expect(after).not.toHaveProperty('sendingUntil');
    await waitForMail(second.email);
    expect(await mailsTo(first.email)).toHaveLength(0);
  });

  it('leaves one that another run is sending to that run: the job passes it by and Publish says so', async () => {
    const { id, at, first, second } = await dueForTwo();
    await holdUntil(id, new Date(Date.now() + 5 * 60_000));
    const reports = await runScheduledJobsAt(at, ['publishScheduledNotifications']);
    expect(reports.publishScheduledNotifications).toMatchObject({ failed: 0 });
    expect(await refusalMessage(admin.call('publishNotification', { notificationId: id }))).toBe(
      NOTIFICATION_BEING_SENT,
    );
    expect(await stored(id)).toMatchObject({ status: 'scheduled', emailedIds: [], recipientIds: [] });

    // Once that run's hold has run out (it died), the next run sends it, once to each.
    await holdUntil(id, new Date(Date.now() - 1_000));
    await runScheduledJobsAt(at, ['publishScheduledNotifications']);
    expect((await stored(id)).status).toBe('sent');
    await Promise.all([waitForMail(first.email), waitForMail(second.email)]);
    expect(await mailsTo(first.email)).toHaveLength(1);
    expect(await mailsTo(second.email)).toHaveLength(1);
  });

  it('a live run killed between two mails, run again, mails each person exactly once', async () => {
    const { id, at, people } = await dueFor(3);
    const mailed = async () => (await Promise.all(people.map((person) => mailsTo(person.email)))).flat();
    // The job sends through a gate in front of the mail catcher that lets one mail through and holds
    // the next as it starts, so the process is killed at a known moment: between two mails.
    const gate = await openSmtpGate({ host: stack.env.SMTP_HOST!, port: Number(stack.env.SMTP_PORT) }, 1);
    const job = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../support/notification-sending-process.ts', import.meta.url)),
        stack.eventId,
        id,
        at.toISOString(),
      ],
      { env: { ...process.env, ...stack.env, SMTP_PORT: String(gate.port) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    job.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    job.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => job.on('exit', (code) => resolve(code)));
    try {
      const endedEarly = exited.then((code) => {
        throw new Error(`The sending job ended (${code}) before it was killed: ${output}`);
      });
      await Promise.race([gate.held, endedEarly]);
      await expect.poll(mailed, { timeout: 15_000 }).toHaveLength(1);
      job.kill('SIGKILL');
      expect(await exited).toBeNull();
    } finally {
      job.kill('SIGKILL');
      await gate.close();
    }

    // The dead run mailed one person and recorded it; the notification is still to be sent.
    const [firstMail] = await mailed();
    const mailedFirst = people.find((person) => person.email === firstMail!.to[0]!.address)!;
    expect(await stored(id)).toMatchObject({ status: 'scheduled', emailedIds: [mailedFirst.uid] });

    // Its claim lasts until the dead run's time limit would have ended it; that time is let pass here.
    await holdUntil(id, new Date(Date.now() - 1_000));
    const reports = await runScheduledJobsAt(at, ['publishScheduledNotifications']);
    expect(reports.publishScheduledNotifications).toMatchObject({ failed: 0 });
    expect(await stored(id)).toMatchObject({ status: 'sent' });
    expect(new Set((await stored(id)).emailedIds)).toEqual(new Set(people.map((person) => person.uid)));
    await Promise.all(people.map((person) => waitForMail(person.email)));
    for (const person of people) expect(await mailsTo(person.email)).toHaveLength(1);
  }, 180_000);
});
