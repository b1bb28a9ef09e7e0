import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit';
import { FUNCTIONS_REGION } from '../../src/domain/constants';
import { eventPaths } from '../../src/domain/paths';
import { GUEST_DRAFT_MAIL_LIMITS, GUEST_DRAFT_MAILS_PER_FORM_REFUSED, GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED, TOO_MANY_REQUESTS, type RateLimitName } from '../../src/domain/security';
import { adminDb, mailsTo, waitForMail } from '../support/auth-people';
import { fieldOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';

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
async function callRaw(name: string, data: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CallAnswer> {
  const response = await fetch(`${stack.env.FUNCTIONS_EMULATOR_ORIGIN}/${stack.projectId}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: { eventId: stack.eventId, ...data } }),
  });
  return (await response.json()) as CallAnswer;
}

const DRAFT_ALLOWANCES: RateLimitName[] = ['saveGuestDraftPublic', 'guestDraftMailsPerForm', 'guestDraftMailsPerRecipient'];

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
  const saveDraft = (form: string, email: string, headers?: Record<string, string>) => callRaw('saveGuestDraftPublic', { formId: form, email, values: { [size.id]: 'large' } }, headers);
  const publicForm = async () => (await writeForm(adminDb(), stack.eventId, { title: `Guest mail form ${unique()}`, fields: [size], confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }], isPublic: true })).form.id;

  beforeAll(async () => {
    formId = await publicForm();
    await clearDraftAllowances();
  });

  afterEach(clearDraftAllowances);

  it('a new X-Forwarded-For value per call does not buy a new allowance', async () => {
    const addresses = Array.from({ length: 11 }, () => `chosen-${unique()}@victims.test`);
    const answers = [];
    for (const [index, email] of addresses.entries()) answers.push(await saveDraft(formId, email, { 'X-Forwarded-For': `198.51.100.${index + 1}` }));
    expect(answers.slice(0, 10).map((answer) => answer.result)).toEqual(Array(10).fill({ saved: true }));
    expect(answers[10]!.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: TOO_MANY_REQUESTS });
    await waitForMail(addresses[9]!);
    expect(await mailsTo(addresses[10]!)).toEqual([]);
  });

  it('one address gets only so many save-for-later mails an hour, however many callers ask', async () => {
    const victim = `inbox-${unique()}@victims.test`;
    const { max } = GUEST_DRAFT_MAIL_LIMITS.guestDraftMailsPerRecipient;
    for (let call = 0; call < max; call += 1) expect((await saveDraft(formId, victim)).result).toEqual({ saved: true });
    expect((await saveDraft(formId, victim.toUpperCase())).error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED });
    await waitForMail(victim, max);
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
    const [last, refused, elsewhere] = [`last-${unique()}@visitors.test`, `refused-${unique()}@visitors.test`, `elsewhere-${unique()}@visitors.test`];
    expect((await saveDraft(busyFormId, last)).result).toEqual({ saved: true });
    expect((await saveDraft(busyFormId, refused)).error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: GUEST_DRAFT_MAILS_PER_FORM_REFUSED });
    expect((await saveDraft(otherFormId, elsewhere)).result).toEqual({ saved: true });
    await Promise.all([waitForMail(last), waitForMail(elsewhere)]);
    expect(await mailsTo(refused)).toEqual([]);
    const drafts = await adminDb().collection(paths.collection('submissions')).where('formId', '==', busyFormId).get();
    expect(drafts.size).toBe(1);
  });
});

