// The business constants of the three specification documents (§9 of each), in one place.
// Where two readings of a default disagree, the chosen value lives here once and is used everywhere.

// ── Application and platform ────────────────────────────────────────────────────────────────
export const APP_VERSION = '10.10.0';
export const FUNCTIONS_REGION = 'europe-west2';
/** The spec's offline local cache of Firestore documents in the browser: 40 MB. */
export const LOCAL_CACHE_BYTES = 40 * 1024 * 1024;
/**
 * The local stack's stand-in for Cloud Scheduler (runScheduledJobs) answers only a request that
 * carries, as a bearer token, the secret the stack made at start and handed to the functions in
 * this variable.
 */
export const SCHEDULED_JOBS_SECRET_VARIABLE = 'SCHEDULED_JOBS_SECRET';
/** Error monitoring runs only in production, with these sample rates. */
export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;
export const DATE_LOCALE = 'en-GB';

// ── Settings defaults (spec 000 §3, §9; spec 002 §9) ───────────────────────────────────────
/** One reading says 10, another 15: we use 10. */
export const DEFAULT_TEAM_MEMBER_LIMIT = 10;
export const DEFAULT_DUE_SOON_DAYS = 30;
export const DEFAULT_CURRENCY_ID = 'GBP';
/** One reading says true, another false: reminders stay off until an admin turns them on. */
export const DEFAULT_TASK_REMINDERS_ENABLED = false;
export const TASK_REMINDER_RECIPIENTS = ['all-users', 'admin', 'team-leader'] as const;
export const DEFAULT_TASK_REMINDER_RECIPIENTS = 'all-users';
export const VIDEO_SOURCE_TYPES = ['youTube', 'vimeo'] as const;
export const DEFAULT_VIDEO_SOURCE_TYPE = 'youTube';
export const DEFAULT_ONBOARDING_TITLE = 'Welcome!';
export const DEFAULT_ONBOARDING_SALUTATION = 'Dear';
/** One reading defaults these to false, another to true: a greeting and a signature read better. */
export const DEFAULT_SHOW_GREETING = true;
export const DEFAULT_SHOW_SIGNATURE = true;
/** The placeholder product name the event's name fields start with. */
export const PLACEHOLDER_PRODUCT_NAME = 'Eventflow';
export const DEFAULT_AUTO_LOGO = true;
/** "A green" (Bootstrap's success green); its brightness (≈96) makes the default nav theme dark. */
export const DEFAULT_NAV_BG_COLOR = '#198754';

// ── Themes, colours, layout ─────────────────────────────────────────────────────────────────
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** A navigation colour whose perceived brightness is below this is dark. */
export const DARK_BRIGHTNESS_THRESHOLD = 128;
/** WCAG 2 contrast ratios: normal text (AA), large text (AA) and the enhanced level (AAA). */
export const CONTRAST_THRESHOLDS = { normalText: 4.5, largeText: 3, enhanced: 7 } as const;
/** The navigation's text colour on each theme (theme.css --portal-nav-fg). */
export const NAV_TEXT_COLORS: Record<Theme, string> = { dark: '#ffffff', light: '#14202b' };
/** Bootstrap's breakpoints, in px. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** The admin aside of tips and the quick-links bar are hidden below this width. */
export const ADMIN_ASIDE_MIN_WIDTH = BREAKPOINTS.xl;

// ── Feedback ───────────────────────────────────────────────────────────────────────────────
/** A success banner hides itself after this; an error banner stays until closed. */
export const BANNER_AUTO_HIDE_MS = 3000;

// ── Lists ──────────────────────────────────────────────────────────────────────────────────
export const PAGE_SIZE = 100;
/**
 * A long list's first page, read on its own while the whole list loads: its rows in the list's
 * default order and how many rows the whole list has (undefined while that is being counted).
 */
export interface FirstPage<Row> {
  rows: readonly Row[];
  total: number | undefined;
}
export const PAGE_QUERY_PARAM = 'page';
export const FIRST_PAGE = 1;
/** A tooltip listing forms that use a field group shows at most this many, then '+ N more'. */
export const TOOLTIP_MAX_ITEMS = 5;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Default sort of each list, all ascending. */
export const DEFAULT_SORTS = {
  tasks: { key: 'dueDate', direction: 'asc' },
  teams: { key: 'name', direction: 'asc' },
  teamTypes: { key: 'name', direction: 'asc' },
  users: { key: 'firstName', direction: 'asc' },
  notifications: { key: 'updatedAt', direction: 'asc' },
  submissions: { key: 'updatedAt', direction: 'asc' },
  teamsWithStatus: { key: 'isComplete', direction: 'asc' },
  fieldGroups: { key: 'title', direction: 'asc' },
  customFields: { key: 'label', direction: 'asc' },
} as const satisfies Record<string, { key: string; direction: SortDirection }>;

// ── Deleting, locking, batching ────────────────────────────────────────────────────────────
export const DELETE_CONFIRM_KEYWORD = 'CONFIRM';
/** The confirmed delete runs after this delay. */
export const DELETE_ACTION_DELAY_MS = 500;
/** An edit lock expires after this; each update extends it by the same amount. */
export const LOCK_LIFETIME_MS = 5 * 60 * 1000;
/** Firestore's limit of operations per batched write. */
export const BATCH_WRITE_LIMIT = 500;

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────
export const CARD_LAYOUT_SIZE = 6;
export const FEATURED_PAGE_COUNTS = [0, 4, 8] as const;

// ── Images and uploads ─────────────────────────────────────────────────────────────────────
/** The four sizes an uploaded image is resized to. */
export const IMAGE_VARIANTS = {
  large: { width: 1920, height: 1280 },
  medium: { width: 1440, height: 960 },
  small: { width: 960, height: 640 },
  thumb: { width: 480, height: 320 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
/** JPEG quality of resized images, in percent (canvas APIs take quality / 100). */
export const IMAGE_JPEG_QUALITY = 80;
export const SUPPLIER_LOGO = { width: 256, height: 256, mimeType: 'image/png', quality: 80 } as const;
export const DEFAULT_UPLOAD_LIMIT_MB = 50;
/** Decimal megabytes, like the file size display, so a file shown as "50.00 MB" is within the limit. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = DEFAULT_UPLOAD_LIMIT_MB * 1e6;
/**
 * What one guest submission may carry in files, all together (ours: a callable's request body is
 * small, so a guest's files travel in it base64-encoded; teams' uploads go straight to Storage).
 */
export const GUEST_UPLOAD_LIMIT_BYTES = 10e6;

/** Every file type the product accepts for upload, by extension, with the MIME types browsers report. */
export const ALLOWED_UPLOAD_TYPES = {
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  svg: ['image/svg+xml'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  mp4: ['video/mp4'],
  zip: ['application/zip', 'application/x-zip-compressed'],
} as const satisfies Record<string, readonly string[]>;
export type UploadExtension = keyof typeof ALLOWED_UPLOAD_TYPES;
export const ALLOWED_UPLOAD_EXTENSIONS = Object.keys(ALLOWED_UPLOAD_TYPES) as UploadExtension[];
/** Every accepted content type; storage.rules spell the same list out (tests/rules/upload-types.test.ts keeps them in step). */
export const ALLOWED_UPLOAD_MIME_TYPES: readonly string[] = [...new Set(Object.values(ALLOWED_UPLOAD_TYPES).flat())];

/** File types the download lists recognise, and the filter group each belongs to. */
export const RECOGNISED_FILE_TYPES = [
  'jpeg',
  'png',
  'webp',
  'svg',
  'mp4',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
] as const;
export type RecognisedFileType = (typeof RECOGNISED_FILE_TYPES)[number];
export const FILE_FILTER_GROUPS = ['Images', 'Videos', 'Documents', 'Files', 'Other'] as const;
export type FileFilterGroup = (typeof FILE_FILTER_GROUPS)[number];
/** 'Other' holds every type not listed here. */
export const FILE_FILTER_GROUP_TYPES = {
  Images: ['jpeg', 'png', 'webp', 'svg'],
  Videos: ['mp4'],
  Documents: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'],
  Files: ['zip'],
} as const satisfies Record<Exclude<FileFilterGroup, 'Other'>, readonly RecognisedFileType[]>;

// ── Content ────────────────────────────────────────────────────────────────────────────────
export const CONTENT_BLOCK_TYPES = [
  'googleMaps',
  'image',
  'resources',
  'richText',
  'pdf',
  'taskList',
  'youTube',
  'vimeo',
  'callout',
  'table',
  'button',
] as const;
export const CALLOUT_VARIANTS = ['default', 'warning', 'danger', 'success'] as const;
export const DEFAULT_CALLOUT_VARIANT = 'default';
export const DEFAULT_SECTION_IS_PUBLISHED = true;
export const DEFAULT_TABLE_IS_FIXED_WIDTH = true;
export const DEFAULT_TABLE_IS_FIRST_ROW_HEADER = true;
export const TABLE_COLUMN_COUNT = { min: 1, max: 6 } as const;

// ── Forms (spec 001 §9) ────────────────────────────────────────────────────────────────────
export const REPEATER_CELL_COUNT = 4;
export const DEFAULT_TEMPLATE_MAX_LOOPS = 1;
export const DEFAULT_SEND_TO_LOOP_INDEX = 0;
export const LOGIC_OPERATORS = ['ANY', 'ALL'] as const;
export const DEFAULT_LOGIC_OPERATOR = 'ANY';
export const DEFAULT_IS_ACTIVE = true;
export const DEFAULT_IS_FORM_TITLE_SUBJECT_LINE = true;

// ── Tasks ──────────────────────────────────────────────────────────────────────────────────
export const TASK_TYPES = ['task', 'form', 'externalForm', 'pdfForm', 'upload', 'disclaimer', 'tbc'] as const;

// ── Notifications ──────────────────────────────────────────────────────────────────────────
export const NOTIFICATION_STATUSES = ['draft', 'pushed', 'scheduled', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_LABELS = {
  draft: 'Draft',
  pushed: 'Published',
  scheduled: 'Scheduled',
  sent: 'Published & Emailed',
  failed: 'Failed',
} as const satisfies Record<NotificationStatus, string>;

// ── Email ─────────────────────────────────────────────────────────────────────────────────
export const EMAIL_TEMPLATE_KINDS = [
  'welcome',
  'welcomeExisting',
  'welcomeTeamMember',
  'welcomeTeamMemberExisting',
  'standShareWelcome',
  'standShareWelcomeExisting',
  'welcomeChaser',
  'welcomeChaserExisting',
  'adminNotification',
  'commentNotification',
  'formNotification',
  'formNotificationUpdate',
  'taskReminder',
  'taskStatus',
  'confirmEmailChange',
  'confirmPasswordChange',
  'verifyEmailChange',
  'verifyPasswordChange',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];
export const EMAIL_EVENT_TYPES = [
  'delivery',
  'bounce',
  'spamComplaint',
  'open',
  'click',
  'subscriptionChange',
  'pending',
] as const;
/** The email provider's code for a message that was accepted. */
export const EMAIL_SENT_CODE = 0;

// ── Avatars ────────────────────────────────────────────────────────────────────────────────
export const AVATAR_INITIALS_MAX = 2;
/** By first letter of the first name; anything outside a–z uses the first group. */
export const AVATAR_COLOUR_GROUPS = [
  { from: 'a', to: 'e', colour: '#0d6efd' },
  { from: 'f', to: 'k', colour: '#6f42c1' },
  { from: 'l', to: 'p', colour: '#198754' },
  { from: 'q', to: 't', colour: '#fd7e14' },
  { from: 'u', to: 'z', colour: '#d63384' },
] as const;

// ── Reports and the risk score (spec 002 §9) ───────────────────────────────────────────────
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** The highest risk percent of each level. */
export const RISK_LEVEL_CEILINGS = { low: 25, medium: 60, high: 85, critical: 100 } as const satisfies Record<
  RiskLevel,
  number
>;
export const RISK_SCORE_CONFIG = {
  baseWeight: 0.5,
  taskWeight: 0.5,
  gracePeriodDays: 14,
  weeklyBaseIncrement: 0.05,
  caps: { neverLoggedMax: 0.75, loggedNoActivityStart: 0.15, loggedNoActivityMax: 0.5, activeBase: 0.5 },
  /** Added to the base score once a team has been inactive for more than `overDays`. */
  inactivityBumps: [
    { overDays: 14, bump: 0.1 },
    { overDays: 30, bump: 0.2 },
    { overDays: 60, bump: 0.3 },
  ],
  taskUrgencyWeights: { overdue: 1, dueSoon: 0.5, pending: 0 },
  minTaskCountForFullWeight: 10,
  /** Base score when the event has no launch date. */
  withoutLaunchDate: { neverLoggedIn: 1, loggedInNoCompletions: 0.75, otherwise: 0.5 },
} as const;
export const ACTIVITY_WINDOWS = { activeWithinDays: 7, inactiveBeyondDays: 14 } as const;
