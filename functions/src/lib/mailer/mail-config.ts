import { PLACEHOLDER_PRODUCT_NAME } from '../../../../src/domain/constants';

export type MailConfig =
  | { transport: 'smtp'; defaultFrom: string; smtp: { host: string; port: number } }
  | { transport: 'postmark'; defaultFrom: string; postmarkServerToken: string };

const DEFAULT_SMTP_HOST = '127.0.0.1';
const DEFAULT_SMTP_PORT = 1025;
/** Only the local mail catcher accepts any sender; Postmark needs a verified one, so it has no default. */
const LOCAL_DEFAULT_FROM = `${PLACEHOLDER_PRODUCT_NAME} <notifications@eventflow.local>`;

/**
 * Reads the mail settings from the environment. MAIL_TRANSPORT picks the provider; without it the
 * Functions emulator (FUNCTIONS_EMULATOR=true) uses SMTP to the local mail catcher and a deployed
 * function uses Postmark, so production never falls back to an SMTP host that isn't there.
 */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const transport = env.MAIL_TRANSPORT || (env.FUNCTIONS_EMULATOR === 'true' ? 'smtp' : 'postmark');
  if (transport === 'postmark') {
    if (!env.POSTMARK_SERVER_TOKEN) throw new Error('POSTMARK_SERVER_TOKEN must be set to send mail through Postmark');
    if (!env.MAIL_FROM)
      throw new Error('MAIL_FROM must be set to a Postmark sender signature to send mail through Postmark');
    return { transport, defaultFrom: env.MAIL_FROM, postmarkServerToken: env.POSTMARK_SERVER_TOKEN };
  }
  if (transport !== 'smtp') throw new Error(`MAIL_TRANSPORT must be "smtp" or "postmark", not "${transport}"`);
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : DEFAULT_SMTP_PORT;
  if (!Number.isInteger(port) || port <= 0) throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  return {
    transport,
    defaultFrom: env.MAIL_FROM || LOCAL_DEFAULT_FROM,
    smtp: { host: env.SMTP_HOST || DEFAULT_SMTP_HOST, port },
  };
}
