import { EMAIL_SENT_CODE } from '../../../../src/domain/constants';
import { emailBatchFailureMessage, type EmailSendResult } from '../../../../src/domain/messages';
import { DomainError } from '../domain-error';

/** Who a message concerns; it is what the email log records beside the provider's answer. */
export interface MailMetadata {
  eventId?: string;
  userId?: string;
  teamId?: string;
  /** The email kind or template (welcome, taskReminder...). */
  templateId?: string;
  /** The browser and network address of the call that sent it, when a person's call did. */
  userAgent?: string;
  ipAddress?: string;
}

/** A message needs an HTML body, a text body, or both. */
type MailBody = { html: string; text?: string } | { html?: string; text: string };

export type MailMessage = MailBody & {
  to: string;
  subject: string;
  /** Overrides the default sender (MAIL_FROM). */
  from?: string;
  replyTo?: string;
  metadata?: MailMetadata;
};

/** The outcome of one message, in Postmark's shape because that is what production returns. */
export interface MailResult extends EmailSendResult {
  /** EMAIL_SENT_CODE (0) when the message was accepted for delivery. */
  ErrorCode: number;
  Message: string;
  MessageID?: string;
  To: string;
}

export type MailPlatform = 'smtp' | 'postmark';

export interface Mailer {
  readonly platform: MailPlatform;
  /** Sends every message and answers one result per message, in order; one bad message never rejects the batch. */
  send(messages: MailMessage[]): Promise<MailResult[]>;
}

export function wasSent(result: MailResult): boolean {
  return result.ErrorCode === EMAIL_SENT_CODE;
}

/** The code of a message no provider answered for: a network failure or an unreadable response. */
export const NO_PROVIDER_ANSWER = -1;

/**
 * Throws 'Failed to send N emails: Email i: code - message' when any result carries a nonzero code,
 * as a DomainError so that the caller of a callable reads which emails failed and why.
 */
export function assertAllSent(results: MailResult[]): void {
  const message = emailBatchFailureMessage(results);
  if (message) throw new DomainError(message);
}
