import { HttpsError } from 'firebase-functions/https';
import { customFieldSchema } from '../../../src/domain/custom-field';
import {
  customFieldsText,
  dueNotifications,
  FORM_NOTIFICATION_MESSAGES,
  htmlToText,
  mergeSubmissionValues,
  notificationDetails,
  notificationRecipients,
  notificationSubject,
  submissionText,
  type FormNotificationKind,
} from '../../../src/domain/form-notifications';
import { formNotificationSchema, type FormNotification } from '../../../src/domain/forms/form';
import {
  evaluateVisibility,
  GUEST_LOGIC_CONTEXT,
  memberLogicContext,
  type LogicContext,
} from '../../../src/domain/forms/logic';
import { adminOnlyValuesOf } from '../forms/form-logic-custom-fields';
import { submissionSchema, type Submission } from '../../../src/domain/forms/submission';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { hasRole } from '../../../src/domain/roles';
import { buildPath } from '../../../src/domain/routes';
import type { CustomField } from '../../../src/domain/custom-field';
import { teamSchema, type Team } from '../../../src/domain/team';
import { appLink } from '../auth/app-url';
import { sendTemplateEmails, type TemplateRecipient } from '../email/send-template-email';
import { loadFormDefinition } from '../forms/public-form';
import { requireValidSentAnswers } from '../forms/sent-answers';
import { adminFirestore } from '../lib/admin';
import { countMailToOrganisers } from '../lib/rate-limit';
import { DomainError } from '../lib/domain-error';
import { assertAllSent, type MailResult } from '../lib/mailer/mailer';
import { fullName, readPeople, type Person } from '../tasks/task-mail';
import { validDocuments } from '../lib/valid-documents';

/** Who asks for a submission's notifications: a guest (public callable) or a signed-in person of the event. */
export type NotificationCaller = { kind: 'guest' } | { kind: 'member'; uid: string };

/** The call's browser and address, for the email log. */
export interface CallOrigin {
  userAgent?: string;
  ipAddress?: string;
}

async function readSubmission(paths: EventPaths, submissionId: string): Promise<Submission> {
  const snapshot = await adminFirestore().doc(paths.doc('submissions', submissionId)).get();
  const parsed = submissionSchema.safeParse({ ...snapshot.data(), id: submissionId });
  if (!snapshot.exists || !parsed.success) throw new DomainError(FORM_MESSAGES.invalidSubmission, 'not-found');
  return parsed.data;
}

/** Guests mail only guest submissions; a person their own team's, organisers any team's. */
function requireMayNotify(
  caller: NotificationCaller,
  submission: Submission,
  people: ReadonlyMap<string, Person>,
): void {
  const refuse = () => new HttpsError('permission-denied', FORM_NOTIFICATION_MESSAGES.notYourSubmission);
  if (caller.kind === 'guest') {
    if (!submission.isGuest) throw refuse();
    return;
  }
  const person = people.get(caller.uid);
  if (!person || submission.isGuest) throw refuse();
  if (!hasRole(person.permissions, 'moderator') && (!person.teamId || person.teamId !== submission.teamId))
    throw refuse();
}

/**
 * Claims this version of the submission (its updatedAt) for mailing, in a transaction, so a replay
 * or a second click finds it taken. The first version sends formNotification, later ones
 * formNotificationUpdate; a guest's submission is mailed once.
 */
async function claimVersion(paths: EventPaths, submission: Submission): Promise<FormNotificationKind> {
  const db = adminFirestore();
  const ref = db.doc(paths.doc('formNotificationSends', submission.id));
  return db.runTransaction(async (transaction) => {
    const sent = await transaction.get(ref);
    const sentVersion: unknown = sent.get('sentVersion');
    if (sent.exists && (submission.isGuest || sentVersion === submission.updatedAt)) {
      throw new DomainError(FORM_NOTIFICATION_MESSAGES.alreadySent, 'already-exists');
    }
    const kind: FormNotificationKind = sent.exists ? 'formNotificationUpdate' : 'formNotification';
    transaction.set(ref, {
      id: submission.id,
      sentVersion: submission.updatedAt,
      kind,
      sentAt: new Date().toISOString(),
    });
    return kind;
  });
}

async function readNotifications(paths: EventPaths, ids: readonly string[]): Promise<FormNotification[]> {
  if (ids.length === 0) return [];
  const snapshots = await adminFirestore().getAll(
    ...ids.map((id) => adminFirestore().doc(paths.doc('formNotifications', id))),
  );
  return snapshots.flatMap((snapshot) => {
    const parsed = formNotificationSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    return snapshot.exists && parsed.success ? [parsed.data] : [];
  });
}

interface TeamView {
  team: Team | undefined;
  customFields: CustomField[];
  /** Shown and admin-only custom field values together. */
  values: Record<string, string | boolean>;
  adminOnlyValues: Record<string, string | boolean>;
}

async function readTeamView(paths: EventPaths, teamId: string): Promise<TeamView> {
  if (!teamId) return { team: undefined, customFields: [], values: {}, adminOnlyValues: {} };
  const db = adminFirestore();
  const [teamSnapshot, adminOnlyValues, customFieldsSnapshot] = await Promise.all([
    db.doc(paths.doc('teams', teamId)).get(),
    adminOnlyValuesOf(paths, teamId),
    db.collection(paths.collection('customFields')).get(),
  ]);
  const team = teamSchema.safeParse({ ...teamSnapshot.data(), id: teamId });
  const customFields = validDocuments(customFieldSchema, customFieldsSnapshot.docs);
  const teamValues = team.success ? team.data.customFields : {};
  return {
    team: team.success ? team.data : undefined,
    customFields,
    values: { ...teamValues, ...adminOnlyValues },
    adminOnlyValues,
  };
}

/** What the form's logic reads of the person who submitted, as their fill-in screen did (with the admin-only values). */
function logicContextOf(submitter: Person | undefined, teamView: TeamView): LogicContext {
  if (!submitter) return GUEST_LOGIC_CONTEXT;
  const person = { teamId: submitter.teamId, email: submitter.email, role: submitter.permissions };
  return memberLogicContext(person, teamView.team, { values: teamView.adminOnlyValues });
}

/**
 * Sends the form notifications due for a stored submission: the form's active notifications whose
 * ANY/ALL rules match its answers, each to the addresses its sendToType names (plus a copy to each
 * bcc address), in one batch of the formNotification (or formNotificationUpdate) template. Every
 * part of every mail comes from stored data; the caller only names the submission. Throws
 * 'Failed to send N emails: Email i: code - message' when the provider refuses any of them.
 */
export async function sendSubmissionNotifications(
  eventId: string,
  submissionId: string,
  caller: NotificationCaller,
  origin: CallOrigin,
): Promise<{ kind: FormNotificationKind; results: MailResult[] }> {
  const paths = eventPaths(eventId);
  const submission = await readSubmission(paths, submissionId);
  const people = new Map((await readPeople(eventId)).map((person) => [person.id, person]));
  requireMayNotify(caller, submission, people);
  if (submission.isDraft) throw new DomainError(FORM_NOTIFICATION_MESSAGES.draftNotSent);
  const loaded = await loadFormDefinition(paths, submission.formId);
  if (!loaded) throw new DomainError(FORM_MESSAGES.invalidForm, 'not-found');
  const submitter = submission.isGuest ? undefined : people.get(submission.createdBy);
  const teamView = await readTeamView(paths, submission.teamId);
  const { form, definition } = loaded;
  const context = logicContextOf(submitter, teamView);
  requireValidSentAnswers(paths, definition, submission, context);
  const visibility = evaluateVisibility(definition, submission.values, context);
  const due = dueNotifications(await readNotifications(paths, form.notificationIds), visibility);
  // Counted before the version is claimed, so that a refused call can be made again later.
  const fromOrganiser =
    submitter !== undefined && caller.kind === 'member' && hasRole(submitter.permissions, 'moderator');
  if (!fromOrganiser && due.some((notification) => notification.sendToType === 'admin')) {
    await countMailToOrganisers(caller.kind === 'member' ? caller.uid : `ip:${origin.ipAddress ?? 'unknown'}`);
  }
  const kind = await claimVersion(paths, submission);
  const texts = {
    submission: submissionText(definition, submission.values, visibility),
    customFields: customFieldsText(teamView.customFields, teamView.values, false),
    hiddenCustomFields: customFieldsText(teamView.customFields, teamView.values, true),
  };
  const byEmail = new Map([...people.values()].map((person) => [person.email.toLowerCase(), person]));
  const admins = [...people.values()].filter((person) => hasRole(person.permissions, 'admin'));
  const [memberLink, organiserLink] = await Promise.all([
    appLink(eventId, buildPath('viewSubmission', { formId: form.id, submissionId })),
    appLink(eventId, buildPath('editSubmission', { formId: form.id, submissionId })),
  ]);
  const common = {
    formName: form.title,
    teamName: teamView.team?.name ?? '',
    submittedByName: submitter ? fullName(submitter) : FORM_MESSAGES.guestSubmitter,
  };

  const recipients: TemplateRecipient[] = due.flatMap((notification) => {
    const { to, bcc } = notificationRecipients(notification, {
      definition,
      values: submission.values,
      visibility,
      submitterEmail: submitter?.email ?? '',
      adminEmails: admins.map((admin) => admin.email),
    });
    const variables = {
      ...common,
      subjectLine: notificationSubject(notification, form.title),
      message: htmlToText(mergeSubmissionValues(notification.message, definition, submission.values, visibility)),
      details: notificationDetails(notification, texts),
      actionUrl: notification.sendToType === 'user' ? memberLink : organiserLink,
    };
    return [...to, ...bcc].map((address) => ({
      to: address,
      variables,
      ...(notification.replyTo ? { replyTo: notification.replyTo } : {}),
      // The log files each mail under the person it went to, when they are one of the event's.
      metadata: { userId: byEmail.get(address)?.id, teamId: submission.teamId || undefined, ...origin },
    }));
  });
  const results = await sendTemplateEmails(eventId, kind, recipients);
  assertAllSent(results);
  return { kind, results };
}
