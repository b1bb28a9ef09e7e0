import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import type { EmailTemplateKind } from '../../../src/domain/constants';
import { defaultEmailTemplate, renderEmailTemplate, type EmailTemplateVariables } from '../../../src/domain/email-templates';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { getMailer } from '../lib/mailer/get-mailer';
import { assertAllSent, wasSent, type MailMetadata, type MailResult } from '../lib/mailer/mailer';

export interface TemplateEmail {
  eventId: string;
  kind: EmailTemplateKind;
  to: string;
  /**
   * Values for the template's {{placeholders}} (HTML-escaped when rendered). eventName and
   * supportEmail default to the event's settings.
   */
  variables: EmailTemplateVariables;
  /** Who the mail concerns, for the e-mail log (eventId and templateId are filled in here). */
  metadata?: Omit<MailMetadata, 'eventId' | 'templateId'>;
}

// Only the two fields a send needs; the templates screen owns the full shape of the document.
const storedTemplateSchema = z.object({ subject: z.string().trim().min(1), body: z.string().trim().min(1) });

/**
 * The event's own wording of a template, or the product's default when the event has none (or a
 * stored one no longer parses: a broken edit must not stop password resets from going out).
 */
async function eventTemplate(eventId: string, kind: EmailTemplateKind) {
  const fallback = defaultEmailTemplate(kind);
  const snapshot = await adminFirestore().doc(eventPaths(eventId).doc('emailTemplates', kind)).get();
  if (!snapshot.exists) return fallback;
  const stored = storedTemplateSchema.safeParse(snapshot.data());
  if (!stored.success) {
    logger.warn(`E-mail template ${kind} of event ${eventId} does not parse; sending the default.`, stored.error.issues);
    return fallback;
  }
  return { ...fallback, ...stored.data };
}

/** The values every template may use, from the event's settings (defaults when a document is missing). */
export async function eventEmailVariables(eventId: string): Promise<{ eventName: string; supportEmail: string }> {
  const paths = eventPaths(eventId);
  const [event, emails] = await Promise.all([
    adminFirestore().doc(paths.settings('event')).get(),
    adminFirestore().doc(paths.settings('emails')).get(),
  ]);
  const eventSettings = settingsSchemas.event.safeParse(event.data() ?? {});
  const emailsSettings = settingsSchemas.emails.safeParse(emails.data() ?? {});
  return {
    eventName: eventSettings.success ? eventSettings.data.eventName : '',
    supportEmail: (emailsSettings.success && emailsSettings.data.supportEmail) || 'support',
  };
}

/** One recipient of a template mail: the address, its placeholder values, who it concerns, and where replies go. */
export type TemplateRecipient = Pick<TemplateEmail, 'to' | 'variables' | 'metadata'> & { replyTo?: string };

/**
 * Renders the event's template of this kind once per recipient and sends them all as one batch
 * (the event's template and settings read once). Answers one result per recipient, in order; a
 * refused recipient never stops the others. Callers decide with assertAllSent whether to throw.
 */
export async function sendTemplateEmails(eventId: string, kind: EmailTemplateKind, recipients: readonly TemplateRecipient[]): Promise<MailResult[]> {
  if (recipients.length === 0) return [];
  const [template, common] = await Promise.all([eventTemplate(eventId, kind), eventEmailVariables(eventId)]);
  const messages = recipients.map(({ to, variables, metadata, replyTo }) => {
    const { subject, html, text } = renderEmailTemplate(template, { ...common, ...variables });
    return { to, subject, html, text, ...(replyTo ? { replyTo } : {}), metadata: { ...metadata, eventId, templateId: kind } };
  });
  const results = await getMailer().send(messages);
  logger.info(`Sent ${results.filter(wasSent).length} of ${results.length} ${kind} e-mails of event ${eventId}.`);
  return results;
}

/**
 * Renders the event's template of this kind and sends it through the mailer (which logs it in the
 * event's emailResponses). Throws 'Failed to send 1 emails: Email 1: code - message' when the
 * provider refuses it.
 */
export async function sendTemplateEmail({ eventId, kind, ...recipient }: TemplateEmail): Promise<MailResult> {
  const results = await sendTemplateEmails(eventId, kind, [recipient]);
  assertAllSent(results);
  return results[0]!;
}
