import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../src/domain/constants';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { getStack } from '../support/stack';

// Postmark's delivery webhook, called over real HTTP as Postmark would, with the
// stack's basic-auth pair (scripts/stack.ts) and with wrong ones.

const stack = getStack();
const url = `${stack.env.FUNCTIONS_EMULATOR_ORIGIN}/${stack.projectId}/${FUNCTIONS_REGION}/postmarkWebhook`;
const log = () => adminDb().collection(eventPaths(stack.eventId).collection('emailResponses'));
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const rightCredentials = basic(stack.env.POSTMARK_WEBHOOK_USERNAME!, stack.env.POSTMARK_WEBHOOK_PASSWORD!);

function post(body: unknown, authorization?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
}

describe('postmarkWebhook', () => {
  it('records delivery, bounce, spam, open, click and subscription events against the send, and refuses wrong credentials', async () => {
    const messageId = `pm-${randomUUID()}`;
    await log().doc(`send-${messageId}`).set({
      messageId,
      type: 'pending',
      recipient: 'jo@example.test',
      details: 'OK',
      teamId: 'teamJ',
      eventId: stack.eventId,
      userId: 'userJ',
      templateId: 'formNotification',
      platform: 'postmark',
      userAgent: null,
      ipAddress: null,
      createdAt: new Date().toISOString(),
    });
    const event = (RecordType: string, extra: Record<string, unknown> = {}) => ({
      RecordType,
      MessageID: messageId,
      Recipient: 'jo@example.test',
      Metadata: { eventId: stack.eventId },
      ...extra,
    });

    for (const authorization of [
      undefined,
      basic('postmark', 'wrong'),
      basic('someone', stack.env.POSTMARK_WEBHOOK_PASSWORD!),
    ]) {
      expect((await post(event('Delivery'), authorization)).status).toBe(401);
    }
    expect((await log().where('messageId', '==', messageId).get()).size).toBe(1);

    const events = [
      event('Delivery', { Details: 'Test delivery' }),
      event('Bounce', {
        Email: 'jo@example.test',
        Type: 'HardBounce',
        Description: 'The server was unable to deliver your message',
      }),
      event('SpamComplaint'),
      event('Open', { UserAgent: 'Mail/1.0', Geo: { IP: '203.0.113.7' } }),
      event('Click', { OriginalLink: 'https://portal.example.test/forms' }),
      event('SubscriptionChange', { SuppressSending: true, SuppressionReason: 'ManualSuppression' }),
    ];
    for (const body of events) {
      const response = await post(body, rightCredentials);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ recorded: true });
    }
    const entries = (await log().where('messageId', '==', messageId).get()).docs.map((doc) => doc.data());
    expect(entries.map((entry) => entry.type).sort()).toEqual([
      'bounce',
      'click',
      'delivery',
      'open',
      'pending',
      'spamComplaint',
      'subscriptionChange',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ userId: 'userJ', teamId: 'teamJ', templateId: 'formNotification' });
    expect(entries.find((entry) => entry.type === 'open')).toMatchObject({
      userAgent: 'Mail/1.0',
      ipAddress: '203.0.113.7',
    });
    expect(entries.find((entry) => entry.type === 'click')?.details).toBe('https://portal.example.test/forms');
    expect(entries.find((entry) => entry.type === 'subscriptionChange')?.details).toBe('Suppressed: ManualSuppression');
  }, 60_000);
});
