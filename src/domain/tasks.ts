import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { TASK_TYPES } from './constants';
import { ANY_TEAM_TYPE } from './download';
import { calendarDaysUntil } from './event-time';
import { DATE_MESSAGES, TASK_MESSAGES } from './messages';
import { hasRole, type Role } from './roles';
import {
  dateTimeOrEmptySchema,
  flag,
  idListSchema,
  idOrEmptySchema,
  idSchema,
  parseOrThrow,
  requiredText,
  trimmedText,
} from './schema-fields';
import type { StandShareRole } from './team';
import { compareText } from './text-order';

// Tasks (spec 002 §3–§5): what an organiser asks of teams, each team's status of it, and the
// comments a team and the organisers exchange on it.

export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_TYPE_LABELS = {
  task: 'Task',
  form: 'Form',
  externalForm: 'External Form',
  pdfForm: 'PDF Form',
  upload: 'Upload',
  disclaimer: 'Disclaimer',
  tbc: 'TBC',
} as const satisfies Record<TaskType, string>;

/** A file stored under the event's tasks folder: an organiser's attachment or a team's upload. */
export const taskFileSchema = z.object({
  id: idSchema,
  fileName: requiredText(),
  url: requiredText(),
  storagePath: requiredText(),
  fileSize: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});
export type TaskFile = z.output<typeof taskFileSchema>;

/** An ISO date-time that must be set. */
const requiredDateTime = z.iso.datetime({ offset: true });

/** What the task form collects. The attachments are uploaded before the task is written. */
export const taskValuesSchema = z.object({
  title: requiredText('Enter a title'),
  /** The deadline as an ISO date-time; urgency and reminders are timed from it. */
  dueDate: requiredDateTime,
  /** Rich text (HTML, sanitised where it is shown). */
  description: trimmedText(),
  type: z._default(z.enum(TASK_TYPES), 'task'),
  /** The spec's attachmentIds: the files are kept with their names and links, each by its id. */
  attachments: z._default(z.array(taskFileSchema), []),
  /** The form a form-type task opens ('' for other types). */
  formId: idOrEmptySchema,
  /** Empty: every team type; else only these team types (the 'Restricted' label). */
  teamTypeIds: idListSchema,
  isTimeSensitive: flag(false),
  externalLink: trimmedText(),
  isApprovalNeeded: flag(false),
  /** The text a disclaimer-type task asks the team to accept. */
  disclaimer: trimmedText(),
  /** Stand shares (child teams) see an unrestricted task only when this is on. */
  showToChildTeams: flag(false),
});
export type TaskValues = z.output<typeof taskValuesSchema>;

/** A stored task (events/{eventId}/tasks/{id}). */
export const taskSchema = z.extend(taskValuesSchema, {
  id: idSchema,
  isArchived: flag(false),
  /**
   * Who may read it, spelled for the security rules and for members' queries (rules are not
   * filters): its team types, or '(any)' when unrestricted. Kept from teamTypeIds on every write.
   */
  viewerTeamTypeIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type Task = z.output<typeof taskSchema>;

/** viewerTeamTypeIds for a task restricted to these team types (none: everyone). */
export function taskViewerTeamTypeIds(teamTypeIds: readonly string[]): string[] {
  return teamTypeIds.length > 0 ? [...teamTypeIds] : [ANY_TEAM_TYPE];
}

/** Parses the task form's values, or throws 'Invalid task values'. */
export function checkTaskValues(value: unknown): TaskValues {
  return parseOrThrow(taskValuesSchema, value, TASK_MESSAGES.invalidTaskValues);
}

/** Parses a task about to be written once its attachments are uploaded, or throws 'Invalid tasks data after upload'. */
export function checkTaskAfterUpload(value: unknown): Task {
  return parseOrThrow(taskSchema, value, TASK_MESSAGES.invalidTasksAfterUpload);
}

/** A task group (events/{eventId}/taskGroups/{id}); archiving one empties taskIds. */
export const taskGroupValuesSchema = z.object({
  title: requiredText('Enter a title'),
  taskIds: idListSchema,
});
export const taskGroupSchema = z.extend(taskGroupValuesSchema, {
  id: idSchema,
  isArchived: flag(false),
  ...auditFieldsSchema.shape,
});
export type TaskGroup = z.output<typeof taskGroupSchema>;

// ── Per-team status and approvals ─────────────────────────────────────────────────────────
/**
 * progressStatus: notStarted → complete (no approval needed) or → submitted (approval needed);
 * submitted → complete (approved) or → inProgress (rejected, the team resubmits); the team may
 * take a completion back (→ notStarted). approvalStatus follows the decisions: none → pending →
 * approved | rejected (→ pending again on resubmission). Only the reviewTaskApproval function
 * writes approved and rejected, the review note and the history.
 */
export const TASK_PROGRESS_STATUSES = ['notStarted', 'inProgress', 'submitted', 'complete'] as const;
export type TaskProgressStatus = (typeof TASK_PROGRESS_STATUSES)[number];
export const TASK_APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type TaskApprovalStatus = (typeof TASK_APPROVAL_STATUSES)[number];
export const TASK_APPROVAL_LABELS = {
  none: '',
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<TaskApprovalStatus, string>;
export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const approvalReviewSchema = z.object({
  decision: z.enum(APPROVAL_DECISIONS),
  note: trimmedText(),
  reviewedBy: idSchema,
  reviewedAt: requiredDateTime,
});
export type ApprovalReview = z.output<typeof approvalReviewSchema>;

/** The urgency thresholds a reminder is sent for, once each per task and team. */
export const REMINDER_THRESHOLDS = ['dueSoon', 'overdue'] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** One team's status of one task (events/{eventId}/taskStatuses/{taskId}_{teamId}). */
export const taskStatusSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  teamId: idSchema,
  isComplete: flag(false),
  /** Set by organisers: the task does not apply to this team. */
  isNotApplicable: flag(false),
  /** The team's people this task is assigned to. */
  assignedTo: idListSchema,
  commentIds: idListSchema,
  progressStatus: z._default(z.catch(z.enum(TASK_PROGRESS_STATUSES), 'notStarted'), 'notStarted'),
  approvalStatus: z._default(z.catch(z.enum(TASK_APPROVAL_STATUSES), 'none'), 'none'),
  /** The latest decision's note ('' when none). */
  approvalReview: trimmedText(),
  /** Every decision, oldest first. */
  approvalHistory: z._default(z.array(approvalReviewSchema), []),
  /** Files the team handed in (PDF form and upload tasks). */
  files: z._default(z.array(taskFileSchema), []),
  /** Who accepted a disclaimer task, and when. */
  acceptedBy: idOrEmptySchema,
  acceptedAt: dateTimeOrEmptySchema,
  /** The reminders already sent for this task and team (written by the reminders job only). */
  remindersSent: z._default(z.array(z.enum(REMINDER_THRESHOLDS)), []),
  /**
   * This team's own deadline, set by organisers (later or earlier than the task's); absent when the
   * team has the task's. Absent rather than '' so that records written before it existed need no
   * rewrite and a team's own writes never touch it.
   */
  dueAt: z.optional(requiredDateTime),
  ...auditFieldsSchema.shape,
});
export type TaskStatus = z.output<typeof taskStatusSchema>;

/** The deadline a team works to: its own when organisers gave it one, else the task's. Every urgency, reminder and score reads it. */
export function dueDateForTeam(task: Pick<Task, 'dueDate'>, status: Pick<TaskStatus, 'dueAt'> | undefined): string {
  return status?.dueAt ?? task.dueDate;
}

export const TEAM_DUE_DATE_LABELS = { later: 'Extended', earlier: 'Brought forward' } as const;

/** How a team's own deadline differs from the task's, shown beside it: 'Extended', 'Brought forward', or '' when it has the task's. */
export function teamDueDateLabel(task: Pick<Task, 'dueDate'>, status: Pick<TaskStatus, 'dueAt'> | undefined): string {
  const own = Date.parse(dueDateForTeam(task, status));
  const taskDue = Date.parse(task.dueDate);
  if (own === taskDue || Number.isNaN(own) || Number.isNaN(taskDue)) return '';
  return own > taskDue ? TEAM_DUE_DATE_LABELS.later : TEAM_DUE_DATE_LABELS.earlier;
}

/** What a team changes on its status of a task (its thread keeps commentIds; the rest is the organisers'). */
export const teamStatusChangeSchema = z.pick(taskStatusSchema, {
  isComplete: true,
  assignedTo: true,
  progressStatus: true,
  approvalStatus: true,
  files: true,
  acceptedBy: true,
  acceptedAt: true,
});

/** A status as it stands before the team has done anything. */
export function emptyTaskStatus(taskId: string, teamId: string, id: string): TaskStatus {
  return taskStatusSchema.parse({ id, taskId, teamId });
}

/** The team marks a task done (or hands in its file / accepts): complete, or submitted for approval. */
export function completeTaskStatus(status: TaskStatus, task: Pick<Task, 'isApprovalNeeded'>): TaskStatus {
  if (task.isApprovalNeeded)
    return { ...status, isComplete: false, progressStatus: 'submitted', approvalStatus: 'pending' };
  return { ...status, isComplete: true, progressStatus: 'complete' };
}

/** The team takes a completion or submission back. */
export function reopenTaskStatus(status: TaskStatus): TaskStatus {
  const approvalStatus = status.approvalStatus === 'pending' ? 'none' : status.approvalStatus;
  return { ...status, isComplete: false, progressStatus: 'notStarted', approvalStatus };
}

/** An organiser's decision on a submitted completion; the history keeps every decision. */
export function reviewTaskStatus(status: TaskStatus, review: ApprovalReview): TaskStatus {
  const approved = review.decision === 'approved';
  return {
    ...status,
    isComplete: approved,
    progressStatus: approved ? 'complete' : 'inProgress',
    approvalStatus: review.decision,
    approvalReview: review.note,
    approvalHistory: [...status.approvalHistory, review],
  };
}

// ── Display status and urgency ────────────────────────────────────────────────────────────
export const TASK_DISPLAY_STATUSES = ['complete', 'n/a', 'overdue', 'dueSoon', 'incomplete'] as const;
export type TaskDisplayStatus = (typeof TASK_DISPLAY_STATUSES)[number];
export const TASK_DISPLAY_STATUS_LABELS = {
  complete: 'Complete',
  'n/a': 'N/A',
  overdue: 'Overdue',
  dueSoon: 'Due Soon',
  incomplete: 'Incomplete',
} as const satisfies Record<TaskDisplayStatus, string>;

/** What a team's display status is read from. */
export type TaskStatusStanding = Pick<TaskStatus, 'isComplete' | 'isNotApplicable' | 'approvalStatus' | 'dueAt'>;

/**
 * The one display status of a team's task: Complete and N/A first; a submission awaiting approval is
 * Incomplete without urgency (the team has done its part and waits on the organisers, so it is not
 * late, reminded or scored as late; a rejection makes it urgent again); else Overdue once the deadline
 * has passed, Due Soon from dueSoonDays calendar days before its day (in the event's time zone, so
 * the window turns at the event's midnight wherever it is read) up to the deadline itself, else
 * Incomplete. The deadline is the team's (dueDateForTeam). Throws 'Invalid target date' for a due
 * date that is not a date, 'Error processing dates' when now or dueSoonDays cannot be used.
 */
export function taskDisplayStatus(
  status: TaskStatusStanding | undefined,
  task: Pick<Task, 'dueDate'>,
  now: Date,
  dueSoonDays: number,
  timeZone: string,
): TaskDisplayStatus {
  const dueDate = dueDateForTeam(task, status);
  const due = Date.parse(dueDate);
  if (!dueDate || Number.isNaN(due)) throw new Error(DATE_MESSAGES.invalidTargetDate);
  if (Number.isNaN(now.getTime()) || !Number.isFinite(dueSoonDays) || dueSoonDays < 0)
    throw new Error(DATE_MESSAGES.errorProcessingDates);
  if (status?.isComplete) return 'complete';
  if (status?.isNotApplicable) return 'n/a';
  if (status?.approvalStatus === 'pending') return 'incomplete';
  if (due < now.getTime()) return 'overdue';
  if (calendarDaysUntil(dueDate, now, timeZone) <= dueSoonDays) return 'dueSoon';
  return 'incomplete';
}

/** The reminder a task's status calls for at this moment, if any. */
export function reminderThresholdAt(displayStatus: TaskDisplayStatus): ReminderThreshold | undefined {
  return displayStatus === 'overdue' || displayStatus === 'dueSoon' ? displayStatus : undefined;
}

/** Bootstrap colour of each display status's badge. */
export const TASK_DISPLAY_STATUS_VARIANTS = {
  complete: 'success',
  'n/a': 'secondary',
  overdue: 'danger',
  dueSoon: 'warning',
  incomplete: 'light',
} as const satisfies Record<TaskDisplayStatus, string>;

/** Done for progress purposes: complete or not applicable. */
export function isTaskSettled(status: Pick<TaskStatus, 'isComplete' | 'isNotApplicable'> | undefined): boolean {
  return Boolean(status?.isComplete || status?.isNotApplicable);
}

/** A team's progress over its visible tasks: settled count, total and a whole percent. */
export function teamTaskProgress(
  taskIds: readonly string[],
  statusOf: (taskId: string) => TaskStatus | undefined,
): { done: number; total: number; percent: number } {
  const done = taskIds.filter((id) => isTaskSettled(statusOf(id))).length;
  const total = taskIds.length;
  return { done, total, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}

// ── Visibility ────────────────────────────────────────────────────────────────────────────
/** What decides which tasks a signed-in person sees. */
export interface TaskViewer {
  role: Role;
  /** The person's team is the organiser's team. */
  isOrganiserTeam: boolean;
  /** The team type of the person's team; '' without a team or type. */
  teamTypeId: string;
  standShareRole: StandShareRole;
}

/**
 * A moderator or an organiser team sees every task. Others see tasks that are not archived and are
 * unrestricted or list their team type; a stand share (child team) sees unrestricted tasks only
 * when they are shown to stand shares.
 */
export function canViewTask(
  task: Pick<Task, 'isArchived' | 'teamTypeIds' | 'showToChildTeams'>,
  viewer: TaskViewer,
): boolean {
  if (hasRole(viewer.role, 'moderator') || viewer.isOrganiserTeam) return true;
  if (task.isArchived) return false;
  if (task.teamTypeIds.length === 0) return viewer.standShareRole !== 'child' || task.showToChildTeams;
  return viewer.teamTypeId !== '' && task.teamTypeIds.includes(viewer.teamTypeId);
}

/** Whether an exhibitor team is asked to do a task: its people see it. The organiser's own team is asked nothing. */
export function teamIsAskedTo(
  task: Pick<Task, 'isArchived' | 'teamTypeIds' | 'showToChildTeams'>,
  team: { isOrganiser: boolean; teamTypeId: string; standShareRole: StandShareRole },
): boolean {
  return (
    !team.isOrganiser &&
    canViewTask(task, {
      role: 'user',
      isOrganiserTeam: false,
      teamTypeId: team.teamTypeId,
      standShareRole: team.standShareRole,
    })
  );
}

// ── Lists ─────────────────────────────────────────────────────────────────────────────────
/** Tasks by due date (the spec's default sort), earliest first, then by title. */
/** A task's deadline for the list at hand: the task's own, or one team's (dueDateForTeam). */
export type DueDateOf<T> = (task: T) => string;

export function sortTasksByDueDate<T extends Pick<Task, 'dueDate' | 'title'>>(
  tasks: readonly T[],
  dueDateOf: DueDateOf<T> = (task) => task.dueDate,
): T[] {
  // Each deadline worked out once, not in every comparison (a team's may be looked up in its statuses).
  const due = new Map(tasks.map((task) => [task, dueDateOf(task)]));
  return [...tasks].sort((a, b) => due.get(a)!.localeCompare(due.get(b)!) || compareText(a.title, b.title));
}

export const UNASSIGNED_GROUP_ID = 'unassigned';
export const FORMS_GROUP_ID = 'forms';
export const VIRTUAL_GROUP_TITLES = { [UNASSIGNED_GROUP_ID]: 'Unassigned', [FORMS_GROUP_ID]: 'Forms' } as const;
export type VirtualGroupTitles = Record<keyof typeof VIRTUAL_GROUP_TITLES, string>;

export interface TaskListGroup<T> {
  id: string;
  title: string;
  /** 'Unassigned' and 'Forms' exist only in lists. */
  isVirtual: boolean;
  tasks: T[];
}

/**
 * The groups of a task list: each stored group with its listed tasks, then 'Forms' (form-type
 * tasks in no group) and 'Unassigned' (other tasks in no group); empty groups are left out and
 * each group is sorted by due date. A team's list names the virtual groups in its own words.
 */
export function groupTasks<T extends Pick<Task, 'id' | 'type' | 'dueDate' | 'title'>>(
  tasks: readonly T[],
  groups: readonly Pick<TaskGroup, 'id' | 'title' | 'taskIds'>[],
  titles: VirtualGroupTitles = VIRTUAL_GROUP_TITLES,
  dueDateOf?: DueDateOf<T>,
): TaskListGroup<T>[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const grouped = new Set<string>();
  const stored = groups.map((group) => {
    const members = group.taskIds.flatMap((id) => byId.get(id) ?? []);
    members.forEach((task) => grouped.add(task.id));
    return { id: group.id, title: group.title, isVirtual: false, tasks: sortTasksByDueDate(members, dueDateOf) };
  });
  const loose = tasks.filter((task) => !grouped.has(task.id));
  const virtual = [
    {
      id: FORMS_GROUP_ID,
      title: titles[FORMS_GROUP_ID],
      isVirtual: true,
      tasks: sortTasksByDueDate(
        loose.filter((task) => task.type === 'form'),
        dueDateOf,
      ),
    },
    {
      id: UNASSIGNED_GROUP_ID,
      title: titles[UNASSIGNED_GROUP_ID],
      isVirtual: true,
      tasks: sortTasksByDueDate(
        loose.filter((task) => task.type !== 'form'),
        dueDateOf,
      ),
    },
  ];
  return [...stored, ...virtual].filter((group) => group.tasks.length > 0);
}

// ── Comments and replies ──────────────────────────────────────────────────────────────────
/** What comments and replies both are: a post in one team's thread on a task; text is plain text. */
const threadPostSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  teamId: idSchema,
  text: requiredText(),
  /** The author's name when they wrote it (teammates may not read each other's records). */
  authorName: trimmedText(),
  /** Ids of the people who like it. */
  likes: idListSchema,
  /** Written by an organiser (a moderator or admin), as the rules check: the comments inbox reads who spoke last. */
  isFromOrganiser: flag(false),
});

/** A comment on a task within one team's thread (events/{eventId}/comments/{id}). */
export const commentSchema = z.extend(threadPostSchema, {
  replyIds: idListSchema,
  isPinned: flag(false),
  /** When an organiser marked the thread handled ('' while open); a later post by the team reopens it. */
  handledAt: dateTimeOrEmptySchema,
  /** Who marked it handled ('' while open). */
  handledBy: idOrEmptySchema,
  ...auditFieldsSchema.shape,
});
export type Comment = z.output<typeof commentSchema>;

/** A reply to a comment (events/{eventId}/replies/{id}). */
export const replySchema = z.extend(threadPostSchema, { commentId: idSchema, ...auditFieldsSchema.shape });
export type Reply = z.output<typeof replySchema>;

/** The text of a new or edited comment or reply. */
export const commentTextSchema = requiredText('Write a comment first');

/** Pinned comments first, then oldest first (a thread reads top to bottom). */
export function orderComments<T extends Pick<Comment, 'isPinned' | 'createdAt'>>(comments: readonly T[]): T[] {
  return [...comments].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || a.createdAt.localeCompare(b.createdAt),
  );
}
