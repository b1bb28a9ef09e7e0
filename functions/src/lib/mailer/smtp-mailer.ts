import nodemailer from 'nodemailer';
import { EMAIL_SENT_CODE } from '../../../../src/domain/constants';
import { NO_PROVIDER_ANSWER, type Mailer, type MailResult } from './mailer';

export interface SmtpMailerOptions {
  host: string;
  port: number;
  defaultFrom: string;
}

/** The SMTP reply code nodemailer attaches to a refused command (e.g. 550), when there was one. */
function smtpReplyCode(error: unknown): number {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' ? code : NO_PROVIDER_ANSWER;
}

/**
 * Mail over plain SMTP: the local mail catcher in development (maildev on 1025), or any relay. Each
 * message is sent on its own so that one refused recipient does not sink the rest of the batch.
 */
export function createSmtpMailer({ host, port, defaultFrom }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({ host, port, secure: false });
  return {
    platform: 'smtp',
    async send(messages) {
      const results: MailResult[] = [];
      for (const message of messages) {
        try {
          const info = await transport.sendMail({
            from: message.from ?? defaultFrom,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            replyTo: message.replyTo,
          });
          results.push({ ErrorCode: EMAIL_SENT_CODE, Message: 'OK', MessageID: info.messageId, To: message.to });
        } catch (error) {
          results.push({ ErrorCode: smtpReplyCode(error), Message: error instanceof Error ? error.message : String(error), To: message.to });
        }
      }
      return results;
    },
  };
}
