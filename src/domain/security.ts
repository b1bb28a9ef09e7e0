import type { CallableName } from './callables';
import { AUTH_ERROR_MESSAGES } from './messages';

// The limits and refusals that protect accounts from other users of the portal. The
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
const perQuarterHour = (max: number): RateLimit => ({ max, windowSeconds: 15 * MINUTE });
const perHour = (max: number): RateLimit => ({ max, windowSeconds: HOUR });

/**
 * Every callable that sends mail or creates accounts, with the allowance of one caller (a signed-in
 * uid; the network address for the public ones). The counters live in Firestore, so they hold
 * across function instances. Sized so that no legitimate use meets them: an admin's import sends its
 * rows in calls of IMPORT_ROWS_PER_CALL (5,000 rows an hour), an upsert carries up to 100 people.
 */
export const RATE_LIMITS = {
  getTokenLink: perQuarterHour(10),
  getForgotPassLink_LEGACY: perQuarterHour(30),
  getForgotPassLink_MULTI: perQuarterHour(30),
  sendEmailWithTemplate: perQuarterHour(60),
  sendWelcomeChaser: perHour(200),
  createUser_LEGACY: perHour(200),
  createStandShare: perHour(200),
  createTeamMember: perHour(200),
  upsertUser_MULTI: perHour(30),
  importTeamRows: perHour(250),
  // Not mail: each call parses up to 50 MB of SVG, so a flood of them is worth refusing.
  storeSvgFile: perHour(300),
  // Per network address: a public form is open to anyone, so floods are refused here.
  addGuestSubmissionPublic: perQuarterHour(60),
  // Sends a mail to the address given: few per address, like the other mailing callables.
  saveGuestDraftPublic: perQuarterHour(10),
  getGuestDraftPublic: perQuarterHour(60),
  // Mails a free address: enough for an admin proof-reading, too few to spam with.
  sendNotificationTestEmail: perHour(30),
  // Each mails the other side of a task's thread.
  sendCommentNotification: perHour(120),
  // Mails the organisers that a team's submission waits on them; also counted per sender as comments are.
  announceApprovalRequest: perHour(120),
  sendTaskChaser: perHour(60),
  // An admin's free email: enough for correspondence, too few to spam with.
  sendEmail: perHour(60),
  // A submission's notifications: one call per sent or changed submission.
  sendEmailBatchWithTemplate: perQuarterHour(60),
  // Per network address, like addGuestSubmissionPublic whose submissions it mails.
  sendEmailBatchWithTemplatePublic: perQuarterHour(60),
  // Each makes outbound requests (up to 3 attempts per webhook): bounded so nobody turns them into a flood.
  deliverSubmissionWebhooks: perHour(120),
  // Each reads every team, person, task status and submission of the event: on demand, not in a loop.
  refreshReportSummary: perHour(30),
  sendWebhookTest: perHour(60),
  // Not mail: asked once per form opened; bounded so nobody probes a team's admin-only fields in a loop.
  getFormLogicCustomFields: perHour(600),
  // Each deletes forms with everything they left behind: an admin's tidy-up, not a loop.
  deleteForms: perHour(60),
  replayWebhookDelivery: perHour(60),
  // Each new link stops the last one: a person resetting a leaked link, not a loop.
  makeCalendarFeedLink: perHour(20),
} as const satisfies Partial<Record<CallableName, RateLimit>>;
export type RateLimitedCallable = keyof typeof RATE_LIMITS;

/**
 * Allowances of what is reached rather than of who calls: a guest's save-for-later mail goes to
 * any address typed in, from any network address, so each form and each recipient has a ceiling of
 * its own that no number of callers lifts.
 */
export const GUEST_DRAFT_MAIL_LIMITS = {
  // Enough for a busy public form's guests saving for later; a flood stops at it.
  guestDraftMailsPerForm: perHour(100),
  // A guest saving a few times over an hour; nobody's mailbox is filled by strangers.
  guestDraftMailsPerRecipient: perHour(5),
} as const satisfies Record<string, RateLimit>;
/**
 * Mails that carry a team member's or a guest's own words to the event's organisers (a comment or
 * reply, a form's notification to the admins): whichever callable sends them, one sender reaches
 * the organisers' inboxes only so often.
 */
export const ORGANISER_MAIL_LIMITS = {
  // Far above a team's real correspondence in an hour; a flood of them stops here.
  mailsToOrganisersPerSender: perHour(30),
} as const satisfies Record<string, RateLimit>;
/**
 * What guests together may create on one public form in an hour (submissions and new drafts): a
 * busy public form stays well below it; a script filling the event's storage does not.
 */
export const GUEST_CREATION_LIMITS = {
  guestCreationsPerForm: perHour(300),
} as const satisfies Record<string, RateLimit>;
/**
 * Fetches of one calendar feed link, counted per link rather than per address: calendar services
 * fetch many people's feeds from few addresses. Apps poll every few minutes at most.
 */
export const CALENDAR_FEED_LIMITS = {
  calendarFeedFetchesPerLink: perHour(120),
} as const satisfies Record<string, RateLimit>;
export type RateLimitName =
  | RateLimitedCallable
  | keyof typeof GUEST_DRAFT_MAIL_LIMITS
  | keyof typeof ORGANISER_MAIL_LIMITS
  | keyof typeof GUEST_CREATION_LIMITS
  | keyof typeof CALENDAR_FEED_LIMITS;
export const ORGANISER_MAILS_REFUSED =
  'You have sent the organisers too many messages in the last hour. Please try again later.';

export const GUEST_DRAFT_MAILS_PER_FORM_REFUSED =
  'This form has sent too many save-for-later emails in the last hour. Please try again later, or send the form now.';
export const GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED =
  'We have sent too many save-for-later emails to this address in the last hour. Please try again later.';

/** Nobody acts on a person whose role (in any event they belong to) is higher than their own. */
export const TARGET_OUTRANKS_CALLER = 'You cannot change a person whose role is higher than yours';

/** Organiser staff (Report Viewer and up) are not members of exhibitor teams. */
export const STAFF_CANNOT_JOIN_TEAM = 'This person is organiser staff and cannot join a team';

/** An organiser team's people see every task: only moderators and up make one. */
export const ORGANISER_TEAM_BY_ORGANISERS_ONLY = 'Only organisers can make an organiser team';

/** A signed-in caller acts only on accounts of the Auth tenant they signed in to. */
export const OTHER_TENANT = 'You can only act on accounts of your own tenant';

/** rollbackEmail: only the undo of the caller's own change, back to the address it replaced. */
export const NO_EMAIL_CHANGE_TO_UNDO = 'There is no change of your email address to undo';

/** A person of another event (or none) asking about this one. */
export const NOT_A_USER_OF_THE_EVENT = 'You are not a user of this event';
