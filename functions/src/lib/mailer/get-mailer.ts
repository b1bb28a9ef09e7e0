import { logger } from 'firebase-functions/logger';
import { adminFirestore } from '../admin';
import { emailLogEntries, writeEmailLog } from './email-log';
import { readMailConfig, type MailConfig } from './mail-config';
import type { Mailer } from './mailer';
import { createPostmarkMailer } from './postmark-mailer';
import { createSmtpMailer } from './smtp-mailer';

function createTransportMailer(config: MailConfig): Mailer {
  return config.transport === 'postmark'
    ? createPostmarkMailer({ serverToken: config.postmarkServerToken, defaultFrom: config.defaultFrom })
    : createSmtpMailer({ ...config.smtp, defaultFrom: config.defaultFrom });
}

/**
 * Records every send in the event's emailResponses. A failed log write is reported, not thrown: the
 * mail has gone, and failing the call would invite a retry that mails everyone a second time.
 */
function withEmailLog(transport: Mailer): Mailer {
  return {
    platform: transport.platform,
    async send(messages) {
      const results = await transport.send(messages);
      const entries = emailLogEntries(messages, results, transport.platform, new Date().toISOString());
      if (entries.length > 0) {
        await writeEmailLog(adminFirestore(), entries).catch((error: unknown) =>
          logger.error('Could not write the email log:', error),
        );
      }
      return results;
    },
  };
}

let mailer: Mailer | undefined;

/** The process's mailer, configured from the environment on first use. */
export function getMailer(): Mailer {
  mailer ??= withEmailLog(createTransportMailer(readMailConfig(process.env)));
  return mailer;
}
