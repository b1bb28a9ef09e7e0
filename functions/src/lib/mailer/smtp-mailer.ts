import nodemailer, { type Transporter } from 'nodemailer';
import { EMAIL_SENT_CODE } from '../../../../src/domain/constants';
import { NO_PROVIDER_ANSWER, type Mailer, type MailResult } from './mailer';

export interface SmtpMailerOptions {
  host: string;
  port: number;
  defaultFrom: string;
  /** How long the connections stay open after the last message has gone; IDLE_CLOSE_MS unless said otherwise. */
  idleCloseMs?: number;
}

/**
 * Opening an SMTP connection costs about 100 ms before the first command (the mail catcher's
 * greeting waits on a reverse DNS lookup), a message on an open one about 45 ms, so a burst of mail
 * (an import's welcomes) reuses a few pooled connections. They close a second after the last
 * message, so that no process keeps a socket open when it has nothing to send.
 */
export const IDLE_CLOSE_MS = 1_000;

/** The SMTP reply code nodemailer attaches to a refused command (e.g. 550), when there was one. */
function smtpReplyCode(error: unknown): number {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' ? code : NO_PROVIDER_ANSWER;
}

/**
 * Mail over plain SMTP: the local mail catcher in development (maildev on 1025), or any relay. Each
 * message is sent on its own so that one refused recipient does not sink the rest of the batch.
 */
export function createSmtpMailer({ host, port, defaultFrom, idleCloseMs = IDLE_CLOSE_MS }: SmtpMailerOptions): Mailer {
  let pool: Transporter | undefined;
  let sending = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function borrowPool(): Transporter {
    clearTimeout(idleTimer);
    sending += 1;
    pool ??= nodemailer.createTransport({ host, port, secure: false, pool: true });
    return pool;
  }

  function returnPool(): void {
    sending -= 1;
    if (sending > 0) return;
    const idlePool = pool;
    idleTimer = setTimeout(() => {
      pool = undefined;
      idlePool?.close();
    }, idleCloseMs);
    // The open sockets keep the process alive until the timer closes them; the timer alone should not.
    idleTimer.unref();
  }

  return {
    platform: 'smtp',
    async send(messages) {
      const transport = borrowPool();
      try {
        return await Promise.all(
          messages.map(async (message): Promise<MailResult> => {
            try {
              const info = await transport.sendMail({
                from: message.from ?? defaultFrom,
                to: message.to,
                subject: message.subject,
                html: message.html,
                text: message.text,
                replyTo: message.replyTo,
                // Skips nodemailer's scan of each body for its best encoding, about 1 ms of CPU a message.
                textEncoding: 'base64',
              });
              return { ErrorCode: EMAIL_SENT_CODE, Message: 'OK', MessageID: info.messageId, To: message.to };
            } catch (error) {
              return {
                ErrorCode: smtpReplyCode(error),
                Message: error instanceof Error ? error.message : String(error),
                To: message.to,
              };
            }
          }),
        );
      } finally {
        returnPool();
      }
    },
  };
}
