import * as z from 'zod/mini';

/**
 * Every Cloud Function the client calls, by its exact deployed name (spec 000 §7, spec 002 §7).
 * _LEGACY variants serve single-tenant projects, _MULTI ones projects with Auth tenants.
 */
export const CALLABLE_NAMES = [
  'healthCheck',
  'createUser_LEGACY',
  'upsertUser_MULTI',
  'deleteUser_LEGACY',
  'cleanupAndTransferUser',
  'createTeamMember',
  'createStandShare',
  'deleteTeam',
  'getTokenLink',
  'verifyAuthToken',
  'setPasswordViaToken_LEGACY',
  'setPasswordViaToken_MULTI',
  'updateEmailViaToken_LEGACY',
  'updateEmailViaToken_MULTI',
  'getForgotPassLink_LEGACY',
  'getForgotPassLink_MULTI',
  'updateDisplayName_LEGACY',
  'updateDisplayName_MULTI',
  // Ours: a password sign-in recorded on the person's event record (it feeds the risk score, so no browser writes it).
  'recordSignIn',
  'rollbackEmail',
  'sendEmail',
  'sendEmailWithTemplate',
  'sendEmailBatchWithTemplate',
  'sendEmailBatchWithTemplatePublic',
  'sendWelcomeChaser',
  'addGuestSubmissionPublic',
  // Ours: a guest's draft of a public form, resumed by an emailed link.
  'saveGuestDraftPublic',
  'getGuestDraftPublic',
  // Ours (not in the spec): team-import rows checked, upserted, created, welcomed, or rolled back, server-side.
  'importTeamRows',
  // Ours: the only writer of SVG files (sanitised server-side; storage.rules refuse SVGs from clients).
  'storeSvgFile',
  // Ours: event notifications are published, deleted and test-mailed server-side (they write other people's notificationIds).
  'publishNotification',
  'deleteNotifications',
  'sendNotificationTestEmail',
  // Ours: task approvals, comment emails and task chasers (they mail other people and write approval decisions).
  'reviewTaskApproval',
  'announceApprovalRequest',
  'sendCommentNotification',
  'sendTaskChaser',
  // Ours: form webhooks are delivered, test-sent and replayed server-side (the browser never calls the receiver).
  'deliverSubmissionWebhooks',
  'sendWebhookTest',
  'replayWebhookDelivery',
  // Ours: the reports overview's summary computed again now (report viewers and up).
  'refreshReportSummary',
  // Ours: the admin-only custom field values a form's rules read, for the team filling in (or an organiser editing its answers).
  'getFormLogicCustomFields',
  // Ours: forms deleted with everything they left behind (webhook secrets, delivery logs and guest draft links only the server may delete).
  'deleteForms',
  // Ours: a person's secret calendar feed link for their time table (only its hash is stored).
  'makeCalendarFeedLink',
] as const;
export type CallableName = (typeof CALLABLE_NAMES)[number];

/** A callable's contract, shared by the client (callFunction) and the function (defineCallable). */
export interface CallableContract<I extends z.core.$ZodType, O extends z.core.$ZodType> {
  name: CallableName;
  input: I;
  output: O;
}

export function callable<I extends z.core.$ZodType, O extends z.core.$ZodType>(
  name: CallableName,
  input: I,
  output: O,
): CallableContract<I, O> {
  return { name, input, output };
}

/** The connectivity check: answers whenever the functions are reachable, signed in or not. */
export const healthCheckCallable = callable(
  'healthCheck',
  z.object({ eventId: z.optional(z.string()) }),
  z.object({ success: z.literal(true) }),
);
