import * as z from 'zod/mini';
import { idOrEmptySchema, idSchema, requiredText, trimmedText } from './schema-fields';
import type { Task, TaskStatus } from './tasks';
import type { Team } from './team';

// The activity history (events/{eventId}/activity/{id}): who created, changed, archived, deleted or
// decided what, and when, for tasks, each team's status of a task, and teams. Admins read it.

/** What an entry is about; each kind is one collection, the one the security rules check the change in. */
export const ACTIVITY_KINDS = ['task', 'taskStatus', 'team'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_VERBS = [
  'created',
  'changed',
  'renamed',
  'archived',
  'restored',
  'deleted',
  'completed',
  'submitted',
  'reopened',
  'approved',
  'rejected',
  'markedNotApplicable',
  'clearedNotApplicable',
  'memberAdded',
  'memberRemoved',
] as const;
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number];

/** How the history reads a verb, after the actor's name ("Ada Admin archived"). */
export const ACTIVITY_VERB_LABELS = {
  created: 'created',
  changed: 'changed',
  renamed: 'renamed',
  archived: 'archived',
  restored: 'restored',
  deleted: 'deleted',
  completed: 'completed',
  submitted: 'submitted for approval',
  reopened: 'reopened',
  approved: 'approved',
  rejected: 'rejected',
  markedNotApplicable: 'marked N/A',
  clearedNotApplicable: 'cleared N/A',
  memberAdded: 'added a member',
  memberRemoved: 'removed a member',
} as const satisfies Record<ActivityVerb, string>;

export const activityEntrySchema = z.object({
  /** `{entityId}@{at}`: one entry per stamped change of an entity (the security rules hold writers to it). */
  id: idSchema,
  at: z.iso.datetime({ offset: true }),
  actorId: idSchema,
  /** "First Surname" as the actor's event record had it then. */
  actorName: trimmedText(),
  entityKind: z.enum(ACTIVITY_KINDS),
  /** The task's, the team's, or the status's ({taskId}_{teamId}) id. */
  entityId: idSchema,
  taskId: idOrEmptySchema,
  teamId: idOrEmptySchema,
  verb: z.enum(ACTIVITY_VERBS),
  /** A short account of what changed: fields, the old and new name, the member, the decision's note. */
  summary: z._default(requiredText(), '-'),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export type ActivitySubject =
  | { kind: 'task'; taskId: string }
  | { kind: 'taskStatus'; taskId: string; teamId: string }
  | { kind: 'team'; teamId: string };

export interface ActivityInput {
  subject: ActivitySubject;
  verb: ActivityVerb;
  /** The ISO time of the change: the entity's updatedAt as written with it (the delete's time for a delete). */
  at: string;
  actorId: string;
  actorName: string;
  summary?: string;
}

/** The one builder of history entries, for the browser's writes and the functions' alike. */
export function activityEntry({ subject, verb, at, actorId, actorName, summary = '' }: ActivityInput): ActivityEntry {
  const taskId = subject.kind === 'team' ? '' : subject.taskId;
  const teamId = subject.kind === 'task' ? '' : subject.teamId;
  const entityId = subject.kind === 'taskStatus' ? `${taskId}_${teamId}` : subject.kind === 'task' ? taskId : teamId;
  return activityEntrySchema.parse({
    id: `${entityId}@${at}`,
    at,
    actorId,
    actorName: actorName.trim(),
    entityKind: subject.kind,
    entityId,
    taskId,
    teamId,
    verb,
    summary: summary.trim() || '-',
  });
}

/** Newest first; the same time in id order, so a page boundary never splits or repeats an entry. */
export function byNewestActivity(a: ActivityEntry, b: ActivityEntry): number {
  return b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
}

const quoted = (before: string, after: string) => `'${before}' → '${after}'`;

const TASK_FIELD_LABELS = {
  title: 'Title',
  dueDate: 'Due date',
  description: 'Description',
  type: 'Type',
  attachments: 'Attachments',
  formId: 'Form',
  teamTypeIds: 'Team types',
  isTimeSensitive: 'Time sensitive',
  externalLink: 'External link',
  isApprovalNeeded: 'Approval needed',
  disclaimer: 'Disclaimer',
  showToChildTeams: 'Shown to stand shares',
} as const satisfies Partial<Record<keyof Task, string>>;

const differs = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

/** The task form's fields that an edit changed ("Title: 'Old' → 'New', Due date"); '' when none did. */
export function taskChangeSummary(before: Task, after: Task): string {
  return (Object.keys(TASK_FIELD_LABELS) as (keyof typeof TASK_FIELD_LABELS)[])
    .filter((field) => differs(before[field], after[field]))
    .map((field) =>
      field === 'title' ? `${TASK_FIELD_LABELS.title}: ${quoted(before.title, after.title)}` : TASK_FIELD_LABELS[field],
    )
    .join(', ');
}

type TeamDetailsChange = Pick<Team, 'name' | 'isOrganiser' | 'teamTypeId' | 'customFields'>;

/** A team edit: 'renamed' when only the name changed, else 'changed' with the fields; none when nothing did. */
export function teamChange(
  before: TeamDetailsChange,
  after: TeamDetailsChange,
): { verb: 'renamed' | 'changed'; summary: string } | null {
  const renamed = before.name !== after.name;
  const others = [
    before.isOrganiser !== after.isOrganiser && 'Organiser team',
    before.teamTypeId !== after.teamTypeId && 'Team type',
    differs(before.customFields, { ...before.customFields, ...after.customFields }) && 'Custom fields',
  ].filter((label): label is string => Boolean(label));
  if (!renamed && others.length === 0) return null;
  if (others.length === 0) return { verb: 'renamed', summary: quoted(before.name, after.name) };
  return {
    verb: 'changed',
    summary: [...(renamed ? [`Name: ${quoted(before.name, after.name)}`] : []), ...others].join(', '),
  };
}

/** An organiser's change of one team's own deadline on a task, as the history tells it; '' when it did not change. */
export function teamDueDateSummary(before: string | undefined, after: string): string {
  if ((before ?? '') === after) return '';
  if (!after) return "Own due date removed: the task's date applies";
  return before ? 'Own due date moved' : 'Own due date given';
}

type StatusProgress = Pick<TaskStatus, 'isComplete' | 'isNotApplicable' | 'progressStatus' | 'approvalStatus'>;

/**
 * What a change of a team's status of a task means for the history: N/A set or cleared, a decision,
 * a submission, a completion or taking one back; none for other changes (assignees, files, comments).
 */
export function taskStatusVerb(before: StatusProgress | undefined, after: StatusProgress): ActivityVerb | null {
  const was: StatusProgress = before ?? {
    isComplete: false,
    isNotApplicable: false,
    progressStatus: 'notStarted',
    approvalStatus: 'none',
  };
  if (was.isNotApplicable !== after.isNotApplicable)
    return after.isNotApplicable ? 'markedNotApplicable' : 'clearedNotApplicable';
  if (was.approvalStatus !== after.approvalStatus) {
    if (after.approvalStatus === 'approved' || after.approvalStatus === 'rejected') return after.approvalStatus;
    if (after.approvalStatus === 'pending') return 'submitted';
  }
  if (!was.isComplete && after.isComplete) return 'completed';
  if (was.progressStatus !== 'notStarted' && after.progressStatus === 'notStarted') return 'reopened';
  return null;
}
