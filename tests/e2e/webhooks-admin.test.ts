import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import type { WebhookDelivery } from '../../src/domain/webhooks';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';
import { fieldOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';

// An admin's webhook story: add a webhook to a form, send a test from its edit screen to a receiver
// this test starts on 127.0.0.1, see the delivery in the log, and replay it.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const run = randomUUID().slice(0, 8);
const name = `CRM sync ${run}`;
const company = fieldOf('text', { label: 'Company' });

describe("an admin's webhook", () => {
  let browser: Browser;
  let admin: Page;
  let receiver: Server;
  let receiverUrl: string;
  let formId: string;
  const bodies: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"accepted":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/crm`;
    await adminDb().doc('localSettings/webhooks').set({ allowPrivateAddresses: true });
    ({
      form: { id: formId },
    } = await writeForm(adminDb(), stack.eventId, {
      title: `Stand orders ${run}`,
      fields: [company],
      confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
    }));
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, `/admin/forms/${formId}/webhooks/add`, demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('is added, test-sent, seen in the delivery log and replayed', async () => {
    await admin.getByLabel('Name').fill(name);
    await admin.getByLabel('Request URL').fill(receiverUrl);
    await admin.getByRole('button', { name: 'Add payload field' }).click();
    const payloadField = admin.getByRole('group', { name: 'Payload field 1' });
    await payloadField.getByLabel('Key').fill('company');
    await payloadField.getByLabel('Value').selectOption({ label: 'Company' });
    await admin.getByRole('button', { name: 'Add rule' }).click();
    const rule = admin.getByRole('listitem', { name: 'Rule 1' });
    await rule.getByLabel('When').selectOption({ label: 'Company' });
    await rule.getByLabel('Value').fill('Acme');
    await admin.getByRole('button', { name: 'Add webhook' }).click();
    await admin.waitForURL(/\/webhooks\/[^/]+\/edit$/);
    const webhookId = admin.url().split('/').at(-2)!;
    const stored = (await adminDb().doc(paths.doc('webhooks', webhookId)).get()).data();
    expect(stored).toMatchObject({
      name,
      operator: 'ANY',
      rules: [expect.objectContaining({ sourceId: company.id, condition: 'equals', sourceValue: 'Acme' })],
    });

    await admin.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => admin.getByText('Test sent: HTTP 200').count(), { timeout: 60_000 }).toBe(1);
    const log = admin.getByRole('region', { name: 'Delivery log' });
    await expect.poll(() => log.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    // The log is live: the delivery shows as sending first, then with its answer.
    await expect
      .poll(async () => (await log.getByRole('listitem').first().textContent()) ?? '', { timeout: 30_000 })
      .toContain('HTTP 200');
    expect(bodies).toEqual([JSON.stringify({ company: '' })]);
    await atBothWidths(admin, 'webhooks-edit');

    await admin.goto(admin.url().replace(/\/edit$/, ''));
    const viewLog = admin.getByRole('region', { name: 'Delivery log' });
    await expect.poll(() => viewLog.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    await viewLog.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => viewLog.getByRole('listitem').count(), { timeout: 60_000 }).toBe(2);
    expect(bodies).toHaveLength(2);
    const logged = (
      await adminDb().collection(paths.collection('webhookDeliveries')).where('webhookId', '==', webhookId).get()
    ).docs.map((entry) => entry.data() as WebhookDelivery);
    expect(logged.map((delivery) => [delivery.trigger, delivery.status]).sort()).toEqual([
      ['replay', 'success'],
      ['test', 'success'],
    ]);
    await atBothWidths(admin, 'webhooks-view');

    await admin.goto(admin.url().replace(/\/[^/]+$/, ''));
    await expect.poll(() => admin.getByRole('row').filter({ hasText: name }).count(), { timeout: 30_000 }).toBe(1);
    await atBothWidths(admin, 'webhooks-list');
  });
});
