import { z } from 'zod';
import { NO_PROVIDER_ANSWER, type Mailer, type MailMessage, type MailResult } from './mailer';

const POSTMARK_BATCH_URL = 'https://api.postmarkapp.com/email/batch';

/** Postmark accepts at most 500 messages per batch call. */
const POSTMARK_BATCH_LIMIT = 500;

/** One message as Postmark's batch endpoint expects it. */
export interface PostmarkMessage {
  From: string;
  To: string;
  Subject: string;
  HtmlBody?: string;
  TextBody?: string;
  ReplyTo?: string;
  Tag?: string;
  Metadata?: Record<string, string>;
}

export function toPostmarkMessage(message: MailMessage, defaultFrom: string): PostmarkMessage {
  const { eventId, userId, teamId, templateId } = message.metadata ?? {};
  // Metadata travels back in Postmark's webhooks, which is how delivery events find their log entry.
  const metadata = Object.fromEntries(
    Object.entries({ eventId, userId, teamId, templateId }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  return {
    From: message.from ?? defaultFrom,
    To: message.to,
    Subject: message.subject,
    ...(message.html !== undefined && { HtmlBody: message.html }),
    ...(message.text !== undefined && { TextBody: message.text }),
    ...(message.replyTo && { ReplyTo: message.replyTo }),
    ...(templateId && { Tag: templateId }),
    ...(Object.keys(metadata).length > 0 && { Metadata: metadata }),
  };
}

const postmarkAnswerSchema = z.object({
  ErrorCode: z.number(),
  Message: z.string(),
  MessageID: z.string().optional(),
  To: z.string().optional(),
});

function everyMessageFailed(messages: MailMessage[], code: number, text: string): MailResult[] {
  return messages.map((message) => ({ ErrorCode: code, Message: text, To: message.to }));
}

/**
 * Turns the batch endpoint's answer into one result per message. A 200 answer is an array with a
 * verdict per message, in order; any other status carries one error for the whole request (such as
 * 10 "Bad or missing API token"), which then applies to every message.
 */
export function parsePostmarkBatchResponse(messages: MailMessage[], status: number, body: unknown): MailResult[] {
  if (status === 200) {
    const answers = z.array(postmarkAnswerSchema).safeParse(body);
    if (answers.success && answers.data.length === messages.length) {
      return answers.data.map((answer, index) => ({
        ErrorCode: answer.ErrorCode,
        Message: answer.Message,
        ...(answer.MessageID && { MessageID: answer.MessageID }),
        To: answer.To ?? messages[index].to,
      }));
    }
    return everyMessageFailed(
      messages,
      NO_PROVIDER_ANSWER,
      `Postmark returned an unreadable batch answer: ${JSON.stringify(body)}`,
    );
  }
  const error = postmarkAnswerSchema.safeParse(body);
  if (error.success) return everyMessageFailed(messages, error.data.ErrorCode, error.data.Message);
  return everyMessageFailed(messages, NO_PROVIDER_ANSWER, `Postmark answered HTTP ${status}: ${JSON.stringify(body)}`);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface PostmarkMailerOptions {
  serverToken: string;
  defaultFrom: string;
}

/** Production mail: Postmark's batch API over HTTPS, 500 messages per request. */
export function createPostmarkMailer({ serverToken, defaultFrom }: PostmarkMailerOptions): Mailer {
  async function sendBatch(messages: MailMessage[]): Promise<MailResult[]> {
    try {
      const response = await fetch(POSTMARK_BATCH_URL, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Postmark-Server-Token': serverToken,
        },
        body: JSON.stringify(messages.map((message) => toPostmarkMessage(message, defaultFrom))),
      });
      return parsePostmarkBatchResponse(messages, response.status, await readBody(response));
    } catch (error) {
      return everyMessageFailed(
        messages,
        NO_PROVIDER_ANSWER,
        `Postmark could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    platform: 'postmark',
    async send(messages) {
      const results: MailResult[] = [];
      for (let start = 0; start < messages.length; start += POSTMARK_BATCH_LIMIT) {
        results.push(...(await sendBatch(messages.slice(start, start + POSTMARK_BATCH_LIMIT))));
      }
      return results;
    },
  };
}
