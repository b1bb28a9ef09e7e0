import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampCreate } from '../../src/domain/audit';
import { eventPaths } from '../../src/domain/paths';
import {
  newWebhook,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  type DeliveryOutcome,
  type PayloadField,
  type Webhook,
  type WebhookDelivery,
} from '../../src/domain/webhooks';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { fieldOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Webhooks delivered by the functions after a submission is stored: to a receiver this test starts
// on 127.0.0.1 (the local stack's private-address switch on), signed, retried, logged; refused in
// production mode; and only for the people who may ask.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
const LOCAL_SWITCH = 'localSettings/webhooks';

interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
const received: Received[] = [];
const failuresLeft = new Map<string, number>();
let receiver: Server;
let receiverOrigin: string;

const member = connectStackClient('webhooks-member');
const rival = connectStackClient('webhooks-rival');
const moderator = connectStackClient('webhooks-moderator');
const admin = connectStackClient('webhooks-admin');

const company = fieldOf('text', { label: 'Company' });
const address = fieldOf('address', { label: 'Address' });
const contact = fieldOf('fullName', { label: 'Contact' });
const size = fieldOf('dropdown', {
  label: 'Stand size',
  options: [
    { label: 'Small', value: 'small' },
    { label: 'Large', value: 'large' },
  ],
});
let formId: string;
let memberPerson: TestPerson;
let teamId: string;

async function putInNewTeam(person: TestPerson, customFields: Record<string, string> = {}): Promise<string> {
  const id = `team-${unique()}`;
  await adminDb()
    .doc(paths.doc('teams', id))
    .set({ id, name: `Engines ${id}`, ownerId: person.uid, userIds: [person.uid], customFields });
  await adminDb().doc(paths.user(person.uid)).update({ teamId: id });
  return id;
}

async function addWebhook(path: string, changes: Partial<Webhook> = {}): Promise<{ webhook: Webhook; secret: string }> {
  const id = `wh-${unique()}`;
  const webhook = {
    ...newWebhook(id, formId),
    ...stampCreate('test', new Date()),
    name: `Hook ${id}`,
    requestURL: `${receiverOrigin}${path}`,
    ...changes,
  };
  const secret = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
  await adminDb().doc(paths.doc('webhooks', id)).set(webhook);
  await adminDb().doc(paths.doc('webhookSecrets', id)).set({ id, secret });
  return { webhook, secret };
}

/** The member's browser stores a sent submission, as the fill screen does. */
async function submit(values: Record<string, unknown>): Promise<string> {
  const id = `sub-${unique()}`;
  await setDoc(doc(member.db, paths.doc('submissions', id)), {
    id,
    formId,
    teamId,
    taskId: '',
    isDraft: false,
    isGuest: false,
    values,
    ...stampCreate(memberPerson.uid, new Date()),
  });
  return id;
}

const deliveriesOf = async (webhookId: string) =>
  (
    await adminDb().collection(paths.collection('webhookDeliveries')).where('webhookId', '==', webhookId).get()
  ).docs.map((entry) => entry.data() as WebhookDelivery);
const receivedAt = (path: string) => received.filter((request) => request.path === path);

function verifies(request: Received, secret: string): boolean {
  const match = /^t=(\d+),sha256=([0-9a-f]{64})$/.exec(String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]));
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${request.body}`).digest('hex') === match[2];
}

const field = (targetId: string, sourceId: string, nestedKey = ''): PayloadField => ({
  category: 'field',
  targetId,
  sourceId,
  sourceType: '',
  nestedKey,
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const left = failuresLeft.get(path) ?? 0;
      if (left > 0) {
        failuresLeft.set(path, left - 1);
        response.writeHead(500).end('busy');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ received: true, path }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: true });

  ({
    form: { id: formId },
  } = await writeForm(adminDb(), stack.eventId, {
    title: `Webhook form ${unique()}`,
    fields: [company, address, contact, size],
    confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
  }));
  const [rivalPerson, moderatorPerson, adminPerson] = await Promise.all([
    createPerson(),
    createPerson('moderator'),
    createPerson('admin'),
  ]);
  memberPerson = await createPerson();
  teamId = await putInNewTeam(memberPerson, { stand: 'B12' });
  await putInNewTeam(rivalPerson);
  await Promise.all([
    signInWithEmailAndPassword(member.auth, memberPerson.email, memberPerson.password),
    signInWithEmailAndPassword(rival.auth, rivalPerson.email, rivalPerson.password),
    signInWithEmailAndPassword(moderator.auth, moderatorPerson.email, moderatorPerson.password),
    signInWithEmailAndPassword(admin.auth, adminPerson.email, adminPerson.password),
  ]);
}, 120_000);

afterAll(async () => {
  await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: true });
  await Promise.all(
    [member, rival, moderator, admin].map(async (client) => {
      await signOut(client.auth);
      await client.close();
    }),
  );
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const answers = {
  [company.id]: 'Engines Ltd',
  [address.id]: {
    addressLine1: '1 Mill Lane',
    addressLine2: '',
    city: 'Leeds',
    county: '',
    country: 'UK',
    postcode: 'LS1 1AA',
  },
  [contact.id]: { prefix: '', firstName: 'Ada', middleName: '', surname: 'Lovelace', postNominals: '' },
  [size.id]: 'large',
};

describe('webhook delivery after a submission', () => {
  it('posts the mapped payload, signed with the secret, and logs one success; asking again sends nothing twice', async () => {
    const { webhook, secret } = await addWebhook('/crm', {
      payloadFields: [
        field('company', company.id),
        field('city', address.id, 'city'),
        field('address', address.id, 'flatFullAddress'),
        field('contact', contact.id, 'flatFullName'),
        { category: 'customField', targetId: 'stand', sourceId: 'stand', sourceType: '', nestedKey: '' },
        { category: 'client', targetId: 'email', sourceId: 'email', sourceType: '', nestedKey: '' },
        { category: 'client', targetId: 'team', sourceId: 'teamId', sourceType: '', nestedKey: '' },
      ],
    });
    const submissionId = await submit(answers);
    const { deliveries } = await member.call<{ deliveries: DeliveryOutcome[] }>('deliverSubmissionWebhooks', {
      submissionId,
    });
    expect(deliveries).toEqual([expect.objectContaining({ status: 'success', statusCode: 200, attempts: 1 })]);

    const [request] = receivedAt('/crm');
    expect(request).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
    expect(JSON.parse(request!.body)).toEqual({
      company: 'Engines Ltd',
      city: 'Leeds',
      address: '1 Mill Lane, Leeds, UK, LS1 1AA',
      contact: 'Ada Lovelace',
      stand: 'B12',
      email: memberPerson.email,
      team: teamId,
    });
    expect(verifies(request!, secret)).toBe(true);
    expect(verifies(request!, 'not-the-secret')).toBe(false);

    const [logged] = await deliveriesOf(webhook.id);
    expect(logged).toMatchObject({
      trigger: 'submission',
      submissionId,
      status: 'success',
      statusCode: 200,
      attempts: 1,
      response: JSON.stringify({ received: true, path: '/crm' }, null, 2),
    });
    expect(logged!.durationMs).toBeGreaterThanOrEqual(0);

    expect(
      (await member.call<{ deliveries: DeliveryOutcome[] }>('deliverSubmissionWebhooks', { submissionId })).deliveries,
    ).toEqual([]);
    expect(receivedAt('/crm')).toHaveLength(1);
  });

  it('tries a receiver that fails twice three times, waiting between, and logs one success', async () => {
    const { webhook } = await addWebhook('/flaky', { payloadFields: [field('company', company.id)] });
    failuresLeft.set('/flaky', 2);
    const submissionId = await submit(answers);
    const { deliveries } = await member.call<{ deliveries: DeliveryOutcome[] }>('deliverSubmissionWebhooks', {
      submissionId,
    });
    // The form's earlier webhook (/crm) answers at once; this one on the third attempt.
    expect(deliveries).toContainEqual(expect.objectContaining({ status: 'success', attempts: 3 }));
    const attempts = receivedAt('/flaky');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1900);
    expect(await deliveriesOf(webhook.id)).toEqual([
      expect.objectContaining({ status: 'success', attempts: 3, statusCode: 200 }),
    ]);
  });

  it('sends only to active webhooks whose rules match (ANY / ALL)', async () => {
    const large = { sourceId: size.id, sourceType: 'fieldId', sourceValue: 'large', condition: 'equals' };
    const small = { ...large, sourceValue: 'small' };
    const { webhook: anyMatch } = await addWebhook('/any', {
      operator: 'ANY',
      rules: [small, large].map((rule) => ({
        ...rule,
        loopIndex: '',
        nestedId: '',
        nestedType: '',
        nestedValue: '',
        loopOperator: '',
      })) as Webhook['rules'],
    });
    const { webhook: allMatch } = await addWebhook('/all', {
      operator: 'ALL',
      rules: [small, large].map((rule) => ({
        ...rule,
        loopIndex: '',
        nestedId: '',
        nestedType: '',
        nestedValue: '',
        loopOperator: '',
      })) as Webhook['rules'],
    });
    const { webhook: inactive } = await addWebhook('/inactive', { isActive: false });
    await member.call('deliverSubmissionWebhooks', { submissionId: await submit(answers) });
    expect(await deliveriesOf(anyMatch.id)).toHaveLength(1);
    expect(await deliveriesOf(allMatch.id)).toHaveLength(0);
    expect(await deliveriesOf(inactive.id)).toHaveLength(0);
    expect(receivedAt('/all')).toHaveLength(0);
  });

  it('refuses a webhook to 10.0.0.1 (and to the local receiver) in production mode, and logs it as refused', async () => {
    const { webhook: internal } = await addWebhook('', { requestURL: 'http://10.0.0.1/hook' });
    const { webhook: local } = await addWebhook('/production');
    await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: false });
    try {
      for (const webhook of [internal, local]) {
        const outcome = await admin.call<DeliveryOutcome>('sendWebhookTest', { webhookId: webhook.id });
        expect(outcome).toMatchObject({ status: 'refused', attempts: 1, error: WEBHOOK_MESSAGES.refusedAddress });
        expect(await deliveriesOf(webhook.id)).toEqual([
          expect.objectContaining({ trigger: 'test', status: 'refused' }),
        ]);
      }
      expect(receivedAt('/production')).toHaveLength(0);
    } finally {
      await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: true });
    }
  });

  it('refuses the IPv6 forms of an IPv4 address (IPv4-compatible, 6to4, Teredo, local-use NAT64) in production mode', async () => {
    // Each carries 127.0.0.1 or the metadata address 169.254.169.254.
    const urls = [
      'http://[::7f00:1]/hook',
      'http://[2002:a9fe:a9fe::]/hook',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
      'http://[64:ff9b:1::a9fe:a9fe]/hook',
    ];
    const webhooks = await Promise.all(urls.map(async (requestURL) => (await addWebhook('', { requestURL })).webhook));
    await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: false });
    try {
      for (const webhook of webhooks) {
        const outcome = await admin.call<DeliveryOutcome>('sendWebhookTest', { webhookId: webhook.id });
        expect(outcome, webhook.requestURL).toMatchObject({
          status: 'refused',
          attempts: 1,
          error: WEBHOOK_MESSAGES.refusedAddress,
        });
      }
    } finally {
      await adminDb().doc(LOCAL_SWITCH).set({ allowPrivateAddresses: true });
    }
  });

  it("lets an admin test-send and replay a logged delivery, and refuses others' calls", async () => {
    const { webhook, secret } = await addWebhook('/replay', { payloadFields: [field('company', company.id)] });
    const submissionId = await submit(answers);
    const test = await admin.call<DeliveryOutcome>('sendWebhookTest', { webhookId: webhook.id });
    expect(test).toMatchObject({ status: 'success', statusCode: 200 });
    const replayed = await admin.call<DeliveryOutcome>('replayWebhookDelivery', { deliveryId: test.deliveryId });
    expect(replayed).toMatchObject({ status: 'success' });
    const [first, second] = receivedAt('/replay');
    expect(JSON.parse(first!.body)).toEqual({ company: 'Engines Ltd' });
    expect(second!.body).toBe(first!.body);
    expect(verifies(second!, secret)).toBe(true);
    expect((await deliveriesOf(webhook.id)).map((delivery) => delivery.trigger).sort()).toEqual(['replay', 'test']);

    // Another team's member, and organisers below admin, get nothing.
    expect(await refusalMessage(rival.call('deliverSubmissionWebhooks', { submissionId }))).toBe(
      WEBHOOK_MESSAGES.submissionNotFound,
    );
    for (const caller of [moderator, member]) {
      await expect(caller.call('sendWebhookTest', { webhookId: webhook.id })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      await expect(caller.call('replayWebhookDelivery', { deliveryId: test.deliveryId })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    }
    expect(receivedAt('/replay')).toHaveLength(2);
    expect((await deliveriesOf(webhook.id)).filter((delivery) => delivery.trigger === 'submission')).toEqual([]);
  });

  it("delivers a guest's submission from the guest callable", async () => {
    const { form } = await writeForm(adminDb(), stack.eventId, {
      title: `Public webhook form ${unique()}`,
      fields: [company],
      confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
      isPublic: true,
    });
    const id = `wh-${unique()}`;
    await adminDb()
      .doc(paths.doc('webhooks', id))
      .set({
        ...newWebhook(id, form.id),
        name: 'Guest hook',
        requestURL: `${receiverOrigin}/guest`,
        payloadFields: [
          field('company', company.id),
          { category: 'client', targetId: 'team', sourceId: 'teamName', sourceType: '', nestedKey: '' },
        ],
      });
    await adminDb()
      .doc(paths.doc('webhookSecrets', id))
      .set({ id, secret: 'g'.repeat(64) });
    const guest = connectStackClient('webhooks-guest');
    try {
      await guest.call('addGuestSubmissionPublic', { formId: form.id, values: { [company.id]: 'Visitor Co' } });
    } finally {
      await guest.close();
    }
    const [request] = receivedAt('/guest');
    expect(JSON.parse(request!.body)).toEqual({ company: 'Visitor Co', team: '' });
    expect(verifies(request!, 'g'.repeat(64))).toBe(true);
  });
});
