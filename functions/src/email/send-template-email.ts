import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import type { EmailTemplateKind } from '../../../src/domain/constants';
import {
  defaultEmailTemplate,
  renderEmailTemplate,
  type EmailTemplateVariables,
} from '../../../src/domain/email-templates';
import { settingsDefaults, settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { layoutEmail, type EmailBrand } from '../lib/mailer/email-layout';
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
  /** Who the mail concerns, for the email log (eventId and templateId are filled in here). */
  metadata?: Omit<MailMetadata, 'eventId' | 'templateId'>;
  /** The template and settings already read for this kind (readEventMail), for a caller sending many one by one. */
  eventMail?: Promise<EventMail>;
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
    logger.warn(`Email template ${kind} of event ${eventId} does not parse; sending the default.`, stored.error.issues);
    return fallback;
  }
  return { ...fallback, ...stored.data };
}

/** What every mail of an event shares: the values every template may use, its brand and its sender. */
interface EventMailing {
  variables: { eventName: string; supportEmail: string };
  brand: EmailBrand;
  /** The from address of the email settings; undefined uses the mailer's default sender. */
  from: string | undefined;
}

/** Reads the event's settings (defaults when a document is missing or does not parse). */
async function eventMailing(eventId: string): Promise<EventMailing> {
  const paths = eventPaths(eventId);
  const [event, emails, branding] = await Promise.all(
    (['event', 'emails', 'branding'] as const).map((kind) => adminFirestore().doc(paths.settings(kind)).get()),
  );
  const read = <T>(
    schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
    snapshot: typeof event,
    fallback: T,
  ): T => {
    const parsed = schema.safeParse(snapshot?.data() ?? {});
    return parsed.success ? parsed.data : fallback;
  };
  const eventSettings = read(settingsSchemas.event, event, settingsDefaults('event'));
  const emailsSettings = read(settingsSchemas.emails, emails, settingsDefaults('emails'));
  const brandingSettings = read(settingsSchemas.branding, branding, settingsDefaults('branding'));
  const isDark = brandingSettings.navTheme === 'dark';
  return {
    variables: { eventName: eventSettings.eventName, supportEmail: emailsSettings.supportEmail || 'support' },
    brand: {
      eventName: eventSettings.eventName,
      logoUrl: (isDark ? brandingSettings.invertedLogo : brandingSettings.logo) || '',
      navColour: brandingSettings.navBgColor,
      isDark,
      supportEmail: emailsSettings.supportEmail,
    },
    from: emailsSettings.fromEmail || undefined,
  };
}

/** What a mail of one kind needs from the event: its template and its settings. */
export interface EventMail {
  template: Awaited<ReturnType<typeof eventTemplate>>;
  mailing: EventMailing;
}

export async function readEventMail(eventId: string, kind: EmailTemplateKind): Promise<EventMail> {
  const [template, mailing] = await Promise.all([eventTemplate(eventId, kind), eventMailing(eventId)]);
  return { template, mailing };
}

/** One recipient of a template mail: the address, its placeholder values, who it concerns, and where replies go. */
export type TemplateRecipient = Pick<TemplateEmail, 'to' | 'variables' | 'metadata'> & { replyTo?: string };

/**
 * Renders the event's template of this kind once per recipient and sends them all as one batch
 * (the event's template and settings read once). Answers one result per recipient, in order; a
 * refused recipient never stops the others. Callers decide with assertAllSent whether to throw.
 */
export async function sendTemplateEmails(
  eventId: string,
  kind: EmailTemplateKind,
  recipients: readonly TemplateRecipient[],
  eventMail?: Promise<EventMail>,
): Promise<MailResult[]> {
  if (recipients.length === 0) return [];
  const { template, mailing } = await (eventMail ?? readEventMail(eventId, kind));
  const messages = await Promise.all(
    recipients.map(async ({ to, variables, metadata, replyTo }) => {
      const rendered = renderEmailTemplate(template, { ...mailing.variables, ...variables });
      const { html, text } = await layoutEmail(rendered, mailing.brand);
      return {
        to,
        from: mailing.from,
        subject: rendered.subject,
        html,
        text,
        ...(replyTo ? { replyTo } : {}),
        metadata: { ...metadata, eventId, templateId: kind },
      };
    }),
  );
  const results = await getMailer().send(messages);
  logger.info(`Sent ${results.filter(wasSent).length} of ${results.length} ${kind} emails of event ${eventId}.`);
  return results;
}

/**
 * Renders the event's template of this kind and sends it through the mailer (which logs it in the
 * event's emailResponses). Throws 'Failed to send 1 emails: Email 1: code - message' when the
 * provider refuses it.
 */
export async function sendTemplateEmail({
  eventId,
  kind,
  eventMail,
  ...recipient
}: TemplateEmail): Promise<MailResult> {
  const results = await sendTemplateEmails(eventId, kind, [recipient], eventMail);
  assertAllSent(results);
  return results[0]!;
}
