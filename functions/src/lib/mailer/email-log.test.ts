import { describe, expect, it } from 'vitest';
import { emailLogEntries } from './email-log';
import { assertAllSent, type MailMessage, type MailResult } from './mailer';

const createdAt = '2026-11-22T10:00:00.000Z';

describe('emailLogEntries', () => {
  it('records each message of an event with its outcome', () => {
    const messages: MailMessage[] = [
      {
        to: 'ann@example.com',
        subject: 'Welcome',
        text: 'Hi',
        metadata: {
          eventId: 'e1',
          userId: 'u1',
          teamId: 't1',
          templateId: 'welcome',
          userAgent: 'Firefox',
          ipAddress: '203.0.113.9',
        },
      },
      { to: 'bob@example.com', subject: 'Welcome', text: 'Hi', metadata: { eventId: 'e1' } },
      { to: 'cy@example.com', subject: 'No event', text: 'Hi' },
    ];
    const results: MailResult[] = [
      { ErrorCode: 0, Message: 'OK', MessageID: 'm1', To: 'ann@example.com' },
      { ErrorCode: 406, Message: 'Inactive recipient', To: 'bob@example.com' },
      { ErrorCode: 0, Message: 'OK', MessageID: 'm3', To: 'cy@example.com' },
    ];
    expect(emailLogEntries(messages, results, 'postmark', createdAt)).toEqual([
      {
        messageId: 'm1',
        type: 'pending',
        recipient: 'ann@example.com',
        details: 'OK',
        teamId: 't1',
        eventId: 'e1',
        userId: 'u1',
        templateId: 'welcome',
        platform: 'postmark',
        userAgent: 'Firefox',
        ipAddress: '203.0.113.9',
        createdAt,
      },
      {
        messageId: null,
        type: 'bounce',
        recipient: 'bob@example.com',
        details: '406 - Inactive recipient',
        teamId: null,
        eventId: 'e1',
        userId: null,
        templateId: null,
        platform: 'postmark',
        userAgent: null,
        ipAddress: null,
        createdAt,
      },
    ]);
  });
});

describe('assertAllSent', () => {
  it('accepts a batch in which every message was sent', () => {
    expect(() => assertAllSent([{ ErrorCode: 0, Message: 'OK', To: 'a@b.co' }])).not.toThrow();
  });

  it('names each failed email by its place in the batch', () => {
    const results: MailResult[] = [
      { ErrorCode: 0, Message: 'OK', To: 'a@b.co' },
      { ErrorCode: 300, Message: 'Invalid email request', To: 'b@b' },
      { ErrorCode: 406, Message: 'Inactive recipient', To: 'c@b.co' },
    ];
    expect(() => assertAllSent(results)).toThrow(
      'Failed to send 2 emails: Email 2: 300 - Invalid email request; Email 3: 406 - Inactive recipient',
    );
  });
});
