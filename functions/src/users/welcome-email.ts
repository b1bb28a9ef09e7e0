import type { EmailTemplateKind } from '../../../src/domain/constants';
import { welcomeParagraphsText } from '../../../src/domain/email-templates';
import { eventPaths } from '../../../src/domain/paths';
import { buildPath } from '../../../src/domain/routes';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { appLink } from '../auth/app-url';
import { createTokenLink } from '../auth/token-links';
import { readEventMail, sendTemplateEmail, type EventMail } from '../email/send-template-email';
import { adminFirestore } from '../lib/admin';

/**
 * The welcome emails of the portal, one family per way of joining: a team owner (welcome), a
 * member added to a team (welcomeTeamMember), the owner of a stand share (standShareWelcome).
 * Each family has an "Existing" variant for a person whose account already exists.
 */
export type WelcomeFamily = 'welcome' | 'welcomeTeamMember' | 'standShareWelcome';

const EXISTING_VARIANT: Readonly<Record<WelcomeFamily, EmailTemplateKind>> = {
  welcome: 'welcomeExisting',
  welcomeTeamMember: 'welcomeTeamMemberExisting',
  standShareWelcome: 'standShareWelcomeExisting',
};

export interface WelcomeRecipient {
  eventId: string;
  uid: string;
  email: string;
  firstName: string;
  teamName: string;
  teamId?: string;
  /** The Auth tenant of the account, which its set-password link is bound to (undefined: the project's own Auth). */
  tenantId: string | undefined;
  /** A new account sets its password through the link; an existing account signs in with the password it has. */
  isNewAccount: boolean;
  /** Which welcome: 'welcome' (a team owner) unless said otherwise. */
  family?: WelcomeFamily;
  /** welcomeTeamMember: "{{invitedByName}} has added you". */
  invitedByName?: string;
  /** standShareWelcome: the team the stand share belongs to. */
  parentTeamName?: string;
}

/**
 * The template a welcome uses. A reminder (welcomeChaser) always carries a fresh set-password
 * link, since a person who never signed in may never have had a password.
 */
export function welcomeKind(
  recipient: Pick<WelcomeRecipient, 'family' | 'isNewAccount'>,
  reminder = false,
): EmailTemplateKind {
  if (reminder) return 'welcomeChaser';
  const family = recipient.family ?? 'welcome';
  return recipient.isNewAccount ? family : EXISTING_VARIANT[family];
}

/** The event's own welcome paragraphs ('' when it has none or they no longer parse). */
async function welcomeParagraphs(eventId: string): Promise<string> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).settings('welcomeEmail')).get();
  const settings = settingsSchemas.welcomeEmail.safeParse({ id: 'welcomeEmail', ...snapshot.data() });
  return settings.success ? welcomeParagraphsText(settings.data) : '';
}

/**
 * What the welcomes of one event share, each read on first use and then kept: the event's welcome
 * paragraphs and, per template kind, its template and settings. A batch of welcomes (an import
 * call's rows) shares one, so the event is read once for all of them rather than once a mail.
 */
export interface WelcomeReads {
  paragraphs(): Promise<string>;
  eventMail(kind: EmailTemplateKind): Promise<EventMail>;
}

export function welcomeReads(eventId: string): WelcomeReads {
  let paragraphs: Promise<string> | undefined;
  const eventMails = new Map<EmailTemplateKind, Promise<EventMail>>();
  return {
    paragraphs: () => (paragraphs ??= welcomeParagraphs(eventId)),
    eventMail(kind) {
      const read = eventMails.get(kind) ?? readEventMail(eventId, kind);
      eventMails.set(kind, read);
      return read;
    },
  };
}

/** The set-password link of a new account (continuing to onboarding). */
export const SET_PASSWORD_LINK = { mode: 'setPassword', continuePath: buildPath('onboarding') } as const;

export interface WelcomeOptions {
  /** The reads this welcome shares with others of its batch; its own otherwise. */
  reads?: WelcomeReads;
  /** The set-password link when the caller has already stored it (with the account's records). */
  setPasswordUrl?: string;
}

/**
 * Sends a welcome email and answers its template kind. The one link of every welcome is
 * actionUrl: a fresh set-password link (continuing to onboarding) for a new account or a
 * reminder, the login page for an existing account. eventName and supportEmail come from the
 * event's settings through sendTemplateEmail. Throws 'Failed to send 1 emails: ...' when the
 * provider refuses the address.
 */
export async function sendWelcomeEmail(
  recipient: WelcomeRecipient,
  reminder = false,
  { reads = welcomeReads(recipient.eventId), setPasswordUrl }: WelcomeOptions = {},
): Promise<EmailTemplateKind> {
  const { eventId, uid, tenantId } = recipient;
  const kind = welcomeKind(recipient, reminder);
  const setsPassword = reminder || recipient.isNewAccount;
  const [paragraphs, actionUrl] = await Promise.all([
    reads.paragraphs(),
    setsPassword
      ? (setPasswordUrl ?? createTokenLink({ eventId, uid, tenantId, ...SET_PASSWORD_LINK }))
      : appLink(eventId, buildPath('login')),
  ]);
  await sendTemplateEmail({
    eventId,
    kind,
    eventMail: reads.eventMail(kind),
    to: recipient.email,
    variables: {
      firstName: recipient.firstName,
      teamName: recipient.teamName,
      invitedByName: recipient.invitedByName,
      parentTeamName: recipient.parentTeamName,
      welcomeParagraphs: paragraphs,
      actionUrl,
    },
    metadata: { userId: uid, ...(recipient.teamId ? { teamId: recipient.teamId } : {}) },
  });
  return kind;
}
