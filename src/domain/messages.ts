// Every message text of the specification's error catalogues, character for character, plus the
// few texts the spec leaves to us (marked "ours"). Tests assert these exactly.

// ── General ────────────────────────────────────────────────────────────────────────────────
/** What the error normaliser says for a thrown value that is not an Error. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const ROOT_CONTAINER_NOT_FOUND = 'Root container not found';
/** Firestore's refusal by the security rules, in production's words. */
export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

/** What the portal says about its connection (not in the spec: our wording, plain English). */
export const CONNECTION_MESSAGES = {
  offline: (since: string) =>
    `You are offline (since ${since}). You see what was last loaded; changes you make are kept and sent when you are back online.`,
  sending: 'Back online: sending the changes you made while offline.',
  needsConnection:
    'This needs a connection to the server, and you are offline. Nothing you entered is lost: try again when you are back online.',
} as const;

export const BANNER_DEFAULTS = {
  error: 'Something went wrong. Please try again later',
  success: 'Your updates have been successfully saved',
  info: 'Information',
  warning: 'Warning',
} as const;

/** The section error and the app-wide error screens. */
export const ERROR_SCREEN_TEXT = {
  title: 'Something Went Wrong',
  tryAgain: 'Try Again',
  refreshPage: 'Refresh Page',
  reloadApp: 'Reload App',
  goToDashboard: 'Go To Dashboard',
} as const;

// ── Authentication ─────────────────────────────────────────────────────────────────────────
export const AUTH_UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred. Please try again.';
const WRONG_PASSWORD = 'The password provided is incorrect.';

/** Friendly text per Firebase Auth error code. */
/** Ours (the spec says only that an email must be valid): every form and callable says this of an address that is not one. */
export const INVALID_EMAIL = 'Enter a valid email address.';

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': WRONG_PASSWORD,
  // Newer Firebase projects (email enumeration protection) report every bad sign-in this way.
  'auth/invalid-credential': WRONG_PASSWORD,
  'auth/invalid-login-credentials': WRONG_PASSWORD,
  'auth/user-not-found': 'No user found with the provided identifier.',
  'auth/too-many-requests': 'Too many requests. Please try again later.',
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/weak-password': 'The password provided is too weak.',
  'auth/requires-recent-login': 'Please log in again to perform this operation.',
  'auth/network-request-failed': 'A network request failed. Please check your connection and try again.',
  'auth/user-disabled': 'The user account has been disabled.',
  'auth/invalid-email': INVALID_EMAIL,
  'auth/missing-password': 'Enter your password.',
};

export function friendlyAuthMessage(code: string | undefined): string {
  return (code && Object.hasOwn(AUTH_ERROR_MESSAGES, code) && AUTH_ERROR_MESSAGES[code]) || AUTH_UNKNOWN_ERROR_MESSAGE;
}

/**
 * Ours: shown when a call fails with an internal error and the healthCheck callable cannot be
 * reached either, which almost always means a VPN or firewall is in the way.
 */
export function connectivityFailureMessage(supportEmail?: string): string {
  const contact = supportEmail?.trim() || 'support';
  return `We couldn't reach the server. Please verify that your VPN or firewall allows this site, then try again. If the problem continues, contact ${contact}.`;
}

/** A new password and its confirmation differ (set-password links and My Account). */
export const PASSWORDS_DIFFER = 'The passwords do not match.';

export const USER_NOT_AUTHENTICATED = 'User is not authenticated';
export const USER_NOT_FOUND = 'User not found';
export const FAILED_TO_CREATE_AUTH_USER = 'Failed to create user in Firebase Auth';
export const FAILED_TO_ROLLBACK_EMAIL = 'Failed to rollback email';
export const ORIGINAL_EMAIL_NOT_DEFINED = 'Original email is not defined in the rollback';
export const ROLLBACK_SUCCEEDED = 'Successfully rolled back user.';

// ── Settings ───────────────────────────────────────────────────────────────────────────────
export const SETTINGS_PARSE_FAILED = 'Failed to parse settings data';

/** Thrown when a settings document fails its shape check before it is written. */
export const SETTINGS_INVALID_MESSAGES = {
  branding: 'Invalid branding settings data',
  emails: 'Invalid emails values',
  event: 'Invalid event settings data',
  featured: 'Invalid featured pages settings', // ours: the spec names none
  onboarding: 'Invalid onboarding settings',
  terminology: 'Invalid terminology settings',
  variables: 'Invalid variables settings',
  welcomeEmail: 'Invalid welcome text',
} as const;

/** Ours: the spec asks for "no settings of that kind were found", per kind. */
export const SETTINGS_MISSING_MESSAGES = {
  branding: 'No branding settings found',
  emails: 'No emails settings found',
  event: 'No event settings found',
  featured: 'No featured pages settings found',
  onboarding: 'No onboarding settings found',
  terminology: 'No terminology settings found',
  variables: 'No variables settings found',
  welcomeEmail: 'No welcome email settings found',
} as const;

/** Ours: shown when a featured selection has a count other than 0, 4 or 8. */
export const FEATURED_COUNT_MESSAGE = 'Choose exactly 0, 4 or 8 featured pages';
/** Ours: a page appears in the featured list at most once. */
export const FEATURED_DUPLICATE_MESSAGE = 'A page can be featured only once';

// ── Content, assets, downloads, storage ────────────────────────────────────────────────────
export const CONTENT_MESSAGES = {
  invalidContent: 'Invalid content data',
  invalidAsset: 'Invalid asset',
  invalidDownload: 'Invalid download values',
  /** A guest link to a page that is not public (or not there). */
  notAvailable: 'This page is not available',
  /** A signed-in person's page that is not there (or not theirs to read); the screen says it is not available. */
  pageNotFound: 'This page could not be found',
} as const;

export const STORAGE_MESSAGES = {
  uploadFailed: 'Error uploading file to storage',
  downloadUrlFailed: 'Error getting download URL',
  fileReadFailed: 'Failed to read the file.',
  notAFile: 'URI is not a File object.',
  fileNotFound: 'File Not Found!',
  notAnImage: 'File Is NOT Image!',
  invalidPdfSection: 'Invalid PDF section after upload',
  invalidDownloadAfterUpload: 'Invalid download data after upload',
  invalidIdsToRemove: 'Invalid ids to remove',
  invalidNewSections: 'Invalid new sections data',
  invalidUpdatedSections: 'Invalid updated sections data',
  invalidFileAsset: 'Invalid fileasset',
  pdfUploadFailed: 'An unknown error occurred whilst processing PDF uploads',
} as const;

/** A required id that is missing. */
export const MISSING_ID_MESSAGES = {
  eventId: 'Event ID not found',
  id: 'No ID',
  commentId: 'No comment ID',
  userId: 'No user ID',
  teamIdEmpty: 'Team ID is empty',
  userIdEmpty: 'User ID is empty',
  userIdNull: 'userId is null',
  teamIdNull: 'teamId is null',
} as const;

// ── Forms, field groups, custom fields, submissions ────────────────────────────────────────
export const FORM_MESSAGES = {
  formNotPublic: 'Form is not public',
  invalidConfirmation: 'Invalid confirmation',
  invalidNotification: 'Invalid notification',
  invalidForm: 'Invalid form',
  invalidFirstField: 'Invalid first field',
  invalidWebhook: 'Invalid webhook',
  invalidSubmission: 'Invalid Submission data',
  invalidTaskProgress: 'Invalid taskProgress data',
  invalidSubmissionAfterUpload: 'Invalid submission data after upload',
  guestSubmitter: 'Guest submission',
} as const;

export const FIELD_GROUP_MESSAGES = {
  invalidFieldGroup: 'Invalid field group',
  invalidFields: 'Invalid fields',
  invalidNewFields: 'Invalid new fields',
  invalidUpdatedFields: 'Invalid updated fields',
  usedInForms: 'Field groups used in forms cannot be deleted',
  restored: 'Field groups restored successfully',
  clientUndefined: 'Client is undefined',
  fieldGroupUndefined: 'Field group is undefined',
  noNewIdForSourceOrNested: 'No new ID found for source or nested ID',
  noNewIdForLogicMapField: 'No new ID found for logic map field ID',
  noNewIdForThenOrElse: 'No new ID found for then or else field ID',
} as const;

/** Shape failures of single fields and partial updates (custom fields, cards). */
export const FIELD_MESSAGES = {
  invalidField: 'Invalid field',
  invalidUpdate: 'Invalid update',
} as const;

// ── Teams and users ────────────────────────────────────────────────────────────────────────
export const TEAM_MESSAGES = {
  cantSelfDelete: "Can't self delete",
  teamHasStandShares: "Can't delete a team with stand shares still in it",
  failedToParseUserOrTeam: 'Failed to parse user data or team data',
  clientNotFound: 'Client not found',
  clientNull: 'Client is null',
  invalidUser: 'Invalid user',
  invalidTeam: 'Invalid team',
  invalidTeamOwner: 'Invalid team owner',
  unknownParentTeam: 'Unknown Parent Team',
  alreadyInAGroup: '(Already In A Group)',
  teamFull: '(Team Full)',
} as const;

export function noTeamForUserMessage(userId: string): string {
  return `No team found for user with ID ${userId}`;
}

export function noUserProfileMessage(userId: string): string {
  return `No user profile found for user ID ${userId}`;
}

// ── Tasks, cards, suppliers, dates ─────────────────────────────────────────────────────────
export const TASK_MESSAGES = {
  invalidTaskValues: 'Invalid task values',
  invalidTasksAfterUpload: 'Invalid tasks data after upload',
  generateReportTooltip: 'Generate a report based on your filter settings',
  searchPlaceholder: 'search...',
  restricted: 'Restricted',
  /** Begins the notice of a stored comment or reply whose e-mail could not go; the reason follows. */
  postedWithoutMail: 'Posted. The email about it was not sent:',
  /** Begins the notice of a stored submission for approval whose e-mail to the organisers could not go. */
  submittedWithoutMail: 'Submitted. The organisers were not emailed about it:',
} as const;

export function teamTypeRestrictionHint(teamTypeCount: number): string {
  return `This is only applicable to ${teamTypeCount} team type(s)`;
}

export const CARD_MESSAGES = {
  invalidCard: 'Invalid card',
  invalidLayout: 'Invalid layout',
  cantDeleteDefaultLayout: "Can't delete the default layout",
} as const;

export const SUPPLIER_MESSAGES = {
  invalidGroup: 'Invalid group',
  invalidSupplier: 'Invalid supplier',
  logoUploadFailed: 'Failed to upload logo',
} as const;

/** Edit locks (spec 002 names no lock message; these are ours). */
export const LOCK_MESSAGES = {
  invalidLock: 'Invalid lock',
  chooseReadOnlyOrTakeOver: 'Open it read-only, or take over (their unsaved changes will not be saved).',
  readOnly: 'Read-only:',
  lostLock: 'Your unsaved changes can no longer be saved here.',
  checkFailed: 'Could not check whether someone else is editing this.',
} as const;

export const DATE_MESSAGES = {
  invalidTargetDate: 'Invalid target date',
  errorProcessingDates: 'Error processing dates',
} as const;

// ── Notifications and email ───────────────────────────────────────────────────────────────
export const ADMIN_NOTIFICATION_DEFAULT_TITLE = 'You have a new notification';

/** One provider result per email of a batch, in the order they were sent. */
export type EmailSendResult = { ErrorCode: number; Message: string };

/**
 * 'Failed to send N emails: Email i: code - message' for the results whose code is not 0 (i counts
 * from 1 within the batch; several failures are joined with '; '). Undefined when all were sent.
 */
export function emailBatchFailureMessage(results: readonly EmailSendResult[]): string | undefined {
  const failures = results
    .map((result, index) => ({ ...result, position: index + 1 }))
    .filter((result) => result.ErrorCode !== 0);
  if (failures.length === 0) return undefined;
  const details = failures.map((f) => `Email ${f.position}: ${f.ErrorCode} - ${f.Message}`).join('; ');
  return `Failed to send ${failures.length} emails: ${details}`;
}

/** How a single failed send is recorded: code plus message. */
export function emailSendFailureDetail(result: EmailSendResult): string {
  return `${result.ErrorCode} - ${result.Message}`;
}

// ── Lists ──────────────────────────────────────────────────────────────────────────────────
export function paginationRangeText(from: number, to: number, total: number): string {
  return `Showing ${from} to ${to} of ${total} items`;
}

/** After the first items of a tooltip list: '+ N more'. */
export function moreItemsText(hiddenCount: number): string {
  return `+ ${hiddenCount} more`;
}

// ── Email templates ───────────────────────────────────────────────────────────────────────
export const EMAIL_TEMPLATE_MESSAGES = {
  invalidTemplate: 'Invalid email template',
  unknownTemplateKind: 'Unknown email template',
  subjectRequired: 'Enter a subject',
  bodyRequired: 'Enter the email text',
  unknownVariables: (names: readonly string[]) =>
    `This template has no ${names.length === 1 ? 'variable' : 'variables'} ${names.map((n) => `{{${n}}}`).join(', ')}`,
  bodyMissingVariables: (names: readonly string[]) =>
    `The email text must include ${names.map((n) => `{{${n}}}`).join(', ')}`,
  missingVariables: (kind: string, names: readonly string[]) =>
    `Cannot send the ${kind} email: missing ${names.join(', ')}`,
} as const;
