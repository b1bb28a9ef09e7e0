import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventPaths } from '../../../../src/domain/paths';
import { getStack } from '../../../../tests/support/stack';
import { adminFirestore } from '../admin';
import { getMailer } from './get-mailer';

// The mailer as a function uses it in the local stack: configured from the environment the stack
// gives the Functions emulator, sending to its mail catcher and logging to its Firestore.

const stack = getStack();

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text: string;
}

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

describe('getMailer in the local stack', () => {
  it('delivers to the mail catcher and logs the send in the event', async () => {
    // An event of this test's own, so the seeded demo event's log stays as it was.
    const eventId = `mailer-${randomUUID()}`;
    const subject = `Welcome ${eventId}`;
    const results = await getMailer().send([
      {
        to: 'owner@example.com',
        subject,
        text: 'Set your password',
        metadata: { eventId, userId: 'u1', teamId: 't1', templateId: 'welcome' },
      },
    ]);
    expect(results).toMatchObject([{ ErrorCode: 0, Message: 'OK', To: 'owner@example.com' }]);

    // The catcher stores a message just after accepting it: on a busy machine, seconds after.
    const delivered = await vi.waitFor(
      async () => {
        const inbox = (await (await fetch(`http://${stack.host}:${stack.ports.inbox}/email`)).json()) as CaughtEmail[];
        const email = inbox.find((candidate) => candidate.subject === subject);
        expect(email).toBeDefined();
        return email;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(delivered?.to.map((recipient) => recipient.address)).toEqual(['owner@example.com']);
    expect(delivered?.text).toContain('Set your password');

    const log = await adminFirestore().collection(eventPaths(eventId).collection('emailResponses')).get();
    expect(log.docs.map((doc) => doc.data())).toEqual([
      {
        id: log.docs[0]?.id,
        messageId: results[0].MessageID,
        type: 'pending',
        recipient: 'owner@example.com',
        details: 'OK',
        teamId: 't1',
        eventId,
        userId: 'u1',
        templateId: 'welcome',
        platform: 'smtp',
        // Sent with no browser request behind it, so there is no address or browser to record.
        ipAddress: null,
        userAgent: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });
});
