import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit';
import { runScheduledJobsRequest, runScheduledJobsUrl } from '../../scripts/local-scheduler';
import { stampCreate } from '../../src/domain/audit';
import { FUNCTIONS_REGION } from '../../src/domain/constants';
import { USER_NOT_FOUND } from '../../src/domain/messages';
import { notificationSchema } from '../../src/domain/notifications';
import { eventPaths, profilePath } from '../../src/domain/paths';
import {
  GUEST_DRAFT_MAIL_LIMITS,
  GUEST_DRAFT_MAILS_PER_FORM_REFUSED,
  GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED,
  OTHER_TENANT,
  TARGET_OUTRANKS_CALLER,
  TOO_MANY_REQUESTS,
  type RateLimitName,
} from '../../src/domain/security';
import { adminAuth, adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../support/auth-people';
import { fieldOf, writeForm } from '../support/forms-admin';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage, type StackClient } from '../support/stack-client';

// Hostile callers of the callables, with the wire protocol in their own hands (headers included);
// firebase-admin reads back that nothing was sent or changed, and the legitimate call beside each
// refusal still works.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
const SLOW_CALLS_MS = 120_000;

interface CallAnswer {
  result?: unknown;
  error?: { message: string; status: string };
}

/** A callable called over HTTP as any client can, with headers of the caller's choosing. */
async function callRaw(
  name: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CallAnswer> {
  const response = await fetch(
    `${stack.env.FUNCTIONS_EMULATOR_ORIGIN}/${stack.projectId}/${FUNCTIONS_REGION}/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ data: { eventId: stack.eventId, ...data } }),
    },
  );
  return (await response.json()) as CallAnswer;
}

const DRAFT_ALLOWANCES: RateLimitName[] = [
  'saveGuestDraftPublic',
  'guestDraftMailsPerForm',
  'guestDraftMailsPerRecipient',
];

/**
 * The local stack has one caller address for everyone, so the guest-draft counters are shared by
 * every test of a run: each test here starts and ends with them empty.
 */
async function clearDraftAllowances(): Promise<void> {
  const counters = await adminDb().collection('rateLimits').where('callable', 'in', DRAFT_ALLOWANCES).get();
  await Promise.all(counters.docs.map((counter) => counter.ref.delete()));
}

describe('guest draft mails', { timeout: SLOW_CALLS_MS }, () => {
  let formId: string;
  const size = fieldOf('text', { label: 'Stand size' });
  const saveDraft = (form: string, email: string, headers?: Record<string, string>) =>
    callRaw('saveGuestDraftPublic', { formId: form, email, values: { [size.id]: 'large' } }, headers);
  const publicForm = async () =>
    (
      await writeForm(adminDb(), stack.eventId, {
        title: `Guest mail form ${unique()}`,
        fields: [size],
        confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
        isPublic: true,
      })
    ).form.id;

  beforeAll(async () => {
    formId = await publicForm();
    await clearDraftAllowances();
  });

  afterEach(clearDraftAllowances);

  it('a new X-Forwarded-For value per call does not buy a new allowance', async () => {
    const addresses = Array.from({ length: 11 }, () => `chosen-${unique()}@victims.test`);
    const answers = [];
    for (const [index, email] of addresses.entries())
      answers.push(await saveDraft(formId, email, { 'X-Forwarded-For': `198.51.100.${index + 1}` }));
    expect(answers.slice(0, 10).map((answer) => answer.result)).toEqual(Array(10).fill({ saved: true }));
    expect(answers[10]!.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: TOO_MANY_REQUESTS });
    await waitForMail(addresses[9]!);
    expect(await mailsTo(addresses[10]!)).toEqual([]);
  });

  it('one address gets only so many save-for-later mails an hour, however many callers ask', async () => {
    const victim = `inbox-${unique()}@victims.test`;
    const { max } = GUEST_DRAFT_MAIL_LIMITS.guestDraftMailsPerRecipient;
    for (let call = 0; call < max; call += 1) expect((await saveDraft(formId, victim)).result).toEqual({ saved: true });
    expect((await saveDraft(formId, victim.toUpperCase())).error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED,
    });
    await waitForMail(victim, { count: max });
    expect(await mailsTo(victim)).toHaveLength(max);
    // Another guest of the same form still saves.
    const guest = `guest-${unique()}@visitors.test`;
    expect((await saveDraft(formId, guest)).result).toEqual({ saved: true });
    await waitForMail(guest);
  });

  it("one form sends only so many an hour, and another form's guests are not held up by it", async () => {
    const { max } = GUEST_DRAFT_MAIL_LIMITS.guestDraftMailsPerForm;
    const [busyFormId, otherFormId] = await Promise.all([publicForm(), publicForm()]);
    // The form's hour is nearly used up, as after a flood from many addresses.
    await adminDb()
      .collection('rateLimits')
      .doc(rateLimitDocId('guestDraftMailsPerForm', `${stack.eventId}/${busyFormId}`))
      .set({ callable: 'guestDraftMailsPerForm', windowStartedAt: Date.now(), count: max - 1 });
    const [last, refused, elsewhere] = [
      `last-${unique()}@visitors.test`,
      `refused-${unique()}@visitors.test`,
      `elsewhere-${unique()}@visitors.test`,
    ];
    expect((await saveDraft(busyFormId, last)).result).toEqual({ saved: true });
    expect((await saveDraft(busyFormId, refused)).error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: GUEST_DRAFT_MAILS_PER_FORM_REFUSED,
    });
    expect((await saveDraft(otherFormId, elsewhere)).result).toEqual({ saved: true });
    await Promise.all([waitForMail(last), waitForMail(elsewhere)]);
    expect(await mailsTo(refused)).toEqual([]);
    const drafts = await adminDb().collection(paths.collection('submissions')).where('formId', '==', busyFormId).get();
    expect(drafts.size).toBe(1);
  });
});

describe('runScheduledJobs', { timeout: SLOW_CALLS_MS }, () => {
  it("runs the jobs only for the stack's own scheduler, which holds its secret", async () => {
    const id = `scheduled-${unique()}`;
    const notification = paths.doc('notifications', id);
    // Nobody's audience (a team type without teams), so publishing it mails no one.
    const due = notificationSchema.parse({
      id,
      title: `Hall B opens ${id}`,
      description: 'Use the exhibitor entrance.',
      teamTypeIds: [`nobody-${unique()}`],
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'scheduled',
      ...stampCreate('demo-admin', new Date()),
    });
    await adminDb().doc(notification).set(due);
    const url = runScheduledJobsUrl(stack.env.FUNCTIONS_EMULATOR_ORIGIN!, stack.projectId);
    const body = { at: new Date().toISOString(), jobs: ['publishScheduledNotifications'] };
    const withoutSecret = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    for (const request of [
      withoutSecret,
      runScheduledJobsRequest('guessed', body),
      runScheduledJobsRequest('', body),
    ]) {
      expect((await fetch(url, request)).status).toBe(403);
    }
    expect((await adminDb().doc(notification).get()).get('status')).toBe('scheduled');

    await runScheduledJobsAt(new Date(), ['publishScheduledNotifications']);
    expect((await adminDb().doc(notification).get()).get('status')).toBe('pushed');
  });
});

describe('sendWelcomeChaser', { timeout: SLOW_CALLS_MS }, () => {
  const client = connectStackClient('security-chaser');
  let moderator: TestPerson;

  beforeAll(async () => {
    moderator = await createPerson('moderator');
    await signInWithEmailAndPassword(client.auth, moderator.email, moderator.password);
  });

  afterAll(async () => {
    await signOut(client.auth);
    await client.close();
  });

  it('refuses someone who outranks the caller, here or in another event, and someone of another event only', async () => {
    const admin = await createPerson('admin');
    const adminElsewhere = await createPerson('user');
    const otherEvent = `other-event-${unique()}`;
    await adminDb().doc(eventPaths(otherEvent).user(adminElsewhere.uid)).set({
      id: adminElsewhere.uid,
      firstName: adminElsewhere.firstName,
      surname: 'Tester',
      email: adminElsewhere.email,
      permissions: 'admin',
      teamId: '',
    });
    await adminDb()
      .doc(profilePath(adminElsewhere.uid))
      .update({ eventIds: [stack.eventId, otherEvent] });
    const stranger = await createPerson('user');
    await adminDb().doc(paths.user(stranger.uid)).delete();

    const chase = (targetUserId: string) => client.call('sendWelcomeChaser', { targetUserId });
    expect(await refusalMessage(chase(admin.uid))).toBe(TARGET_OUTRANKS_CALLER);
    expect(await refusalMessage(chase(adminElsewhere.uid))).toBe(TARGET_OUTRANKS_CALLER);
    expect(await refusalMessage(chase(stranger.uid))).toBe(USER_NOT_FOUND);
    const tokens = await adminDb()
      .collection(paths.collection('authTokens'))
      .where('uid', 'in', [admin.uid, adminElsewhere.uid, stranger.uid])
      .get();
    expect(tokens.empty).toBe(true);
    for (const person of [admin, adminElsewhere, stranger]) expect(await mailsTo(person.email)).toEqual([]);
  });

  it('still chases a person who does not outrank the caller', async () => {
    const user = await createPerson('user');
    await expect(client.call('sendWelcomeChaser', { targetUserId: user.uid })).resolves.toEqual({ to: user.email });
    await waitForMail(user.email);
  });
});

describe('the Auth tenant a signed-in call acts in', { timeout: SLOW_CALLS_MS }, () => {
  let tenantX: string;
  let tenantY: string;
  let caller: StackClient;

  /** A web client signed in to a tenant's Auth, as a multi-tenant build of the portal is. */
  async function signedInToTenant(person: TestPerson, tenantId: string): Promise<StackClient> {
    const client = connectStackClient(`security-tenant-${tenantId}`);
    client.auth.tenantId = tenantId;
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    return client;
  }

  beforeAll(async () => {
    const tenant = () =>
      adminAuth()
        .tenantManager()
        .createTenant({ displayName: `sec-${unique()}`, emailSignInConfig: { enabled: true, passwordRequired: true } });
    [tenantX, tenantY] = (await Promise.all([tenant(), tenant()])).map((created) => created.tenantId);
    caller = await signedInToTenant(await createPerson('moderator', tenantX), tenantX);
  });

  afterAll(async () => {
    await signOut(caller.auth);
    await caller.close();
  });

  it('refuses a moderator of tenant X acting on an account of tenant Y (_MULTI and the calls that name a tenant)', async () => {
    const victim = await createPerson('user', tenantY);
    const victimAuth = adminAuth().tenantManager().authForTenant(tenantY);
    expect(
      await refusalMessage(
        caller.call('updateDisplayName_MULTI', {
          tenantId: tenantY,
          targetUserId: victim.uid,
          firstName: 'Taken',
          surname: 'Over',
        }),
      ),
    ).toBe(OTHER_TENANT);
    expect(
      await refusalMessage(caller.call('getTokenLink', { tenantId: tenantY, mode: 'resetPassword', id: victim.uid })),
    ).toBe(OTHER_TENANT);
    expect(
      await refusalMessage(
        caller.call('sendEmailWithTemplate', { tenantId: tenantY, targetUserId: victim.uid, kind: 'welcomeChaser' }),
      ),
    ).toBe(OTHER_TENANT);
    expect((await victimAuth.getUser(victim.uid)).displayName).toBe(`${victim.firstName} Tester`);
    expect(await adminDb().doc(paths.user(victim.uid)).get()).toMatchObject({ exists: true });
    expect((await adminDb().doc(paths.user(victim.uid)).get()).get('firstName')).toBe(victim.firstName);
    expect(await mailsTo(victim.email)).toEqual([]);
  });

  it('lets the moderator act in their own tenant', async () => {
    const colleague = await createPerson('user', tenantX);
    await expect(
      caller.call('updateDisplayName_MULTI', {
        tenantId: tenantX,
        targetUserId: colleague.uid,
        firstName: 'Renamed',
        surname: 'Properly',
      }),
    ).resolves.toEqual({ displayName: 'Renamed Properly' });
    expect((await adminAuth().tenantManager().authForTenant(tenantX).getUser(colleague.uid)).displayName).toBe(
      'Renamed Properly',
    );
    expect((await adminDb().doc(paths.user(colleague.uid)).get()).get('firstName')).toBe('Renamed');
  });
});
