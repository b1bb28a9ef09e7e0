import type { CallableName } from './callables';
import { AUTH_ERROR_MESSAGES } from './messages';

// The limits and refusals that protect accounts from other users of the portal (issue 10). The
// callables enforce them; the texts are what a refused caller sees.

/** Answered when a caller has used up a callable's allowance for the current window. */
export const TOO_MANY_REQUESTS = AUTH_ERROR_MESSAGES['auth/too-many-requests']!;

export interface RateLimit {
  /** Calls allowed per caller within one window. */
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every callable that sends mail or creates accounts, with the allowance of one caller (a signed-in
 * uid; the network address for the public ones). The counters live in Firestore, so they hold
 * across function instances. Sized so that no legitimate use meets them: an admin's import sends its
 * rows in calls of IMPORT_ROWS_PER_CALL (5,000 rows an hour), an upsert carries up to 100 people.
 */
export const RATE_LIMITS = {
  getTokenLink: { max: 10, windowSeconds: 15 * MINUTE },
  getForgotPassLink_LEGACY: { max: 30, windowSeconds: 15 * MINUTE },
  getForgotPassLink_MULTI: { max: 30, windowSeconds: 15 * MINUTE },
  sendEmailWithTemplate: { max: 60, windowSeconds: 15 * MINUTE },
  sendWelcomeChaser: { max: 200, windowSeconds: HOUR },
  createUser_LEGACY: { max: 200, windowSeconds: HOUR },
  createStandShare: { max: 200, windowSeconds: HOUR },
  createTeamMember: { max: 200, windowSeconds: HOUR },
  upsertUser_MULTI: { max: 30, windowSeconds: HOUR },
  importTeamRows: { max: 250, windowSeconds: HOUR },
  // Not mail: each call parses up to 50 MB of SVG, so a flood of them is worth refusing.
  storeSvgFile: { max: 300, windowSeconds: HOUR },
  // Per network address: a public form is open to anyone, so floods are refused here.
  addGuestSubmissionPublic: { max: 60, windowSeconds: 15 * MINUTE },
  // Sends a mail to the address given: few per address, like the other mailing callables.
  saveGuestDraftPublic: { max: 10, windowSeconds: 15 * MINUTE },
  getGuestDraftPublic: { max: 60, windowSeconds: 15 * MINUTE },
  // Mails a free address: enough for an admin proof-reading, too few to spam with.
  sendNotificationTestEmail: { max: 30, windowSeconds: HOUR },
  // Each mails the other side of a task's thread.
  sendCommentNotification: { max: 120, windowSeconds: HOUR },
  sendTaskChaser: { max: 60, windowSeconds: HOUR },
  // An admin's free e-mail: enough for correspondence, too few to spam with.
  sendEmail: { max: 60, windowSeconds: HOUR },
  // A submission's notifications: one call per sent or changed submission.
  sendEmailBatchWithTemplate: { max: 60, windowSeconds: 15 * MINUTE },
  // Per network address, like addGuestSubmissionPublic whose submissions it mails.
  sendEmailBatchWithTemplatePublic: { max: 60, windowSeconds: 15 * MINUTE },
  // Each makes outbound requests (up to 3 attempts per webhook): bounded so nobody turns them into a flood.
  deliverSubmissionWebhooks: { max: 120, windowSeconds: HOUR },
  // Each reads every team, person, task status and submission of the event: on demand, not in a loop.
  refreshReportSummary: { max: 30, windowSeconds: HOUR },
  sendWebhookTest: { max: 60, windowSeconds: HOUR },
  replayWebhookDelivery: { max: 60, windowSeconds: HOUR },
} as const satisfies Partial<Record<CallableName, RateLimit>>;
export type RateLimitedCallable = keyof typeof RATE_LIMITS;

/** Nobody acts on a person whose role (in any event they belong to) is higher than their own. */
export const TARGET_OUTRANKS_CALLER = 'You cannot change a person whose role is higher than yours';

/** Organiser staff (Report Viewer and up) are not members of exhibitor teams. */
export const STAFF_CANNOT_JOIN_TEAM = 'This person is organiser staff and cannot join a team';

/** rollbackEmail: only the undo of the caller's own change, back to the address it replaced. */
export const NO_EMAIL_CHANGE_TO_UNDO = 'There is no change of your e-mail address to undo';

/** A person of another event (or none) asking about this one. */
export const NOT_A_USER_OF_THE_EVENT = 'You are not a user of this event';
