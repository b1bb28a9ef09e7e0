import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer';
import { NO_PROVIDER_ANSWER } from './mailer';
import { parsePostmarkBatchResponse, toPostmarkMessage } from './postmark-mailer';

const messages: MailMessage[] = [
  { to: 'ann@example.com', subject: 'Welcome', html: '<p>Hi Ann</p>' },
  { to: 'bob@example', subject: 'Welcome', text: 'Hi Bob' },
];

describe('parsePostmarkBatchResponse', () => {
  it('answers one result per message, in order, with its own code and message', () => {
    const body = [
      {
        ErrorCode: 0,
        Message: 'OK',
        MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817',
        SubmittedAt: '2026-11-22T01:00:00Z',
        To: 'ann@example.com',
      },
      { ErrorCode: 300, Message: "Invalid 'To' address: 'bob@example'." },
    ];
    expect(parsePostmarkBatchResponse(messages, 200, body)).toEqual([
      { ErrorCode: 0, Message: 'OK', MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817', To: 'ann@example.com' },
      { ErrorCode: 300, Message: "Invalid 'To' address: 'bob@example'.", To: 'bob@example' },
    ]);
  });

  it('applies a request-wide refusal to every message', () => {
    const results = parsePostmarkBatchResponse(messages, 401, {
      ErrorCode: 10,
      Message: 'Request does not contain a valid Server token.',
    });
    expect(results).toEqual([
      { ErrorCode: 10, Message: 'Request does not contain a valid Server token.', To: 'ann@example.com' },
      { ErrorCode: 10, Message: 'Request does not contain a valid Server token.', To: 'bob@example' },
    ]);
  });

  it('fails every message when the answer cannot be read', () => {
    for (const [status, body] of [
      [503, '<html>Service Unavailable</html>'],
      [200, { unexpected: true }],
      [200, [{ ErrorCode: 0, Message: 'OK' }]],
    ] as const) {
      const results = parsePostmarkBatchResponse(messages, status, body);
      expect(results.map((result) => [result.ErrorCode, result.To])).toEqual([
        [NO_PROVIDER_ANSWER, 'ann@example.com'],
        [NO_PROVIDER_ANSWER, 'bob@example'],
      ]);
      expect(results[0].Message).toMatch(/^Postmark /);
    }
  });
});

describe('toPostmarkMessage', () => {
  it('maps a message to Postmark fields, with its metadata for the delivery webhooks', () => {
    const message: MailMessage = {
      to: 'ann@example.com',
      subject: 'Your task is due',
      html: '<p>Due soon</p>',
      text: 'Due soon',
      replyTo: 'help@example.com',
      metadata: { eventId: 'demo-event', userId: 'u1', templateId: 'taskReminder' },
    };
    expect(toPostmarkMessage(message, 'Events <events@example.com>')).toEqual({
      From: 'Events <events@example.com>',
      To: 'ann@example.com',
      Subject: 'Your task is due',
      HtmlBody: '<p>Due soon</p>',
      TextBody: 'Due soon',
      ReplyTo: 'help@example.com',
      Tag: 'taskReminder',
      Metadata: { eventId: 'demo-event', userId: 'u1', templateId: 'taskReminder' },
    });
  });

  it('lets a message choose its sender and leaves out what it does not have', () => {
    expect(toPostmarkMessage({ to: 'a@b.co', subject: 's', text: 't', from: 'me@b.co' }, 'default@b.co')).toEqual({
      From: 'me@b.co',
      To: 'a@b.co',
      Subject: 's',
      TextBody: 't',
    });
  });
});
