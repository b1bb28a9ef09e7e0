import type { Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../src/domain/event-time';
import { eventSettingsSchema } from '../../../src/domain/settings/event-settings';
import { variablesSettingsSchema } from '../../../src/domain/settings/variables-settings';
import { eventPaths, type EventCollection } from '../../../src/domain/paths';
import { DEFAULT_DUE_SOON_DAYS } from '../../../src/domain/constants';
import { taskSchema, taskStatusSchema } from '../../../src/domain/tasks';
import {
  computeOverviewSummary,
  OVERVIEW_SUMMARY_ID,
  overviewSummarySchema,
  type OverviewRecords,
  type OverviewSummary,
} from '../../../src/domain/reports/overview-summary';
import { refreshReportSummaryCallable } from '../../../src/domain/reports/overview-callables';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import type { JobReport } from '../schedule/jobs';

/** Who the summary names as its author when the schedule computed it. */
export const SUMMARY_SCHEDULER = 'scheduler';

type Row = Record<string, unknown> & { id: string };

/** Every document of a collection with only the fields asked for (a field mask keeps 20,000 statuses small). */
async function readAll(
  db: Firestore,
  eventId: string,
  name: EventCollection,
  fields?: readonly string[],
): Promise<Row[]> {
  const collection = db.collection(eventPaths(eventId).collection(name));
  const snapshot = await (fields ? collection.select(...fields) : collection).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const bool = (value: unknown) => value === true;
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Reads what the overview needs (field masks, one query per collection), computes its summary and
 * stores it at reportSummaries/overview. The records are read leniently: a field that does not fit
 * counts as its default rather than dropping a team from the counts.
 */
export async function refreshOverviewSummary(eventId: string, at: Date, computedBy: string): Promise<OverviewSummary> {
  const started = performance.now();
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [teams, users, tasks, taskStatuses, submissions, forms, eventDoc, variablesDoc] = await Promise.all([
    readAll(db, eventId, 'teams', [
      'name',
      'ownerId',
      'userIds',
      'isOrganiser',
      'teamTypeId',
      'standShareRole',
      'parentTeamId',
    ]),
    readAll(db, eventId, 'users', ['teamId', 'hasLoggedIn', 'lastLoginInTime']),
    readAll(db, eventId, 'tasks', ['title', 'type', 'dueDate', 'isArchived', 'teamTypeIds', 'showToChildTeams']),
    readAll(db, eventId, 'taskStatuses', [
      'taskId',
      'teamId',
      'isComplete',
      'isNotApplicable',
      'approvalStatus',
      'dueAt',
      'updatedAt',
    ]),
    readAll(db, eventId, 'submissions', ['formId', 'teamId', 'isDraft', 'isGuest', 'createdAt', 'updatedAt']),
    readAll(db, eventId, 'forms', ['title', 'isArchived']),
    db.doc(paths.settings('event')).get(),
    db.doc(paths.settings('variables')).get(),
  ]);
  const event = eventSettingsSchema.safeParse({ ...eventDoc.data() });
  const variables = variablesSettingsSchema.safeParse({ ...variablesDoc.data() });
  const records: OverviewRecords = {
    teams: teams.map((team) => ({
      id: team.id,
      name: text(team.name),
      ownerId: text(team.ownerId),
      userIds: list(team.userIds),
      isOrganiser: bool(team.isOrganiser),
      teamTypeId: text(team.teamTypeId),
      standShareRole:
        team.standShareRole === 'parent' || team.standShareRole === 'child' ? team.standShareRole : 'none',
      parentTeamId: text(team.parentTeamId),
    })),
    // Names and emails play no part in the summary: not read.
    users: users.map((user) => ({
      id: user.id,
      firstName: '',
      surname: '',
      email: '',
      teamId: text(user.teamId),
      hasLoggedIn: bool(user.hasLoggedIn),
      lastLoginInTime: text(user.lastLoginInTime),
    })),
    // A task without a usable due date cannot be placed in time (the tasks area refuses to store one): left out.
    tasks: tasks
      .map((task) => ({
        id: task.id,
        title: text(task.title),
        type: z.catch(taskSchema.shape.type, 'task').parse(task.type),
        dueDate: text(task.dueDate),
        isArchived: bool(task.isArchived),
        teamTypeIds: list(task.teamTypeIds),
        showToChildTeams: bool(task.showToChildTeams),
      }))
      .filter((task) => !Number.isNaN(Date.parse(task.dueDate))),
    taskStatuses: taskStatuses.map((status) => ({
      taskId: text(status.taskId),
      teamId: text(status.teamId),
      isComplete: bool(status.isComplete),
      isNotApplicable: bool(status.isNotApplicable),
      approvalStatus: taskStatusSchema.shape.approvalStatus.parse(status.approvalStatus),
      // A team's own deadline that cannot be read leaves the team on the task's.
      dueAt: z.catch(taskStatusSchema.shape.dueAt, undefined).parse(status.dueAt),
      updatedAt: text(status.updatedAt),
    })),
    submissions: submissions.map((submission) => ({
      id: submission.id,
      formId: text(submission.formId),
      teamId: text(submission.teamId),
      isDraft: bool(submission.isDraft),
      isGuest: bool(submission.isGuest),
      createdAt: text(submission.createdAt),
      updatedAt: text(submission.updatedAt),
    })),
    forms: forms.map((form) => ({ id: form.id, title: text(form.title), isArchived: bool(form.isArchived) })),
    event: {
      startDate: event.success ? event.data.startDate : '',
      launchDate: event.success ? event.data.launchDate : '',
    },
  };
  const dueSoonDays = variables.success ? variables.data.dueSoonDays : DEFAULT_DUE_SOON_DAYS;
  const timeZone = event.success ? event.data.timeZone : DEFAULT_EVENT_TIME_ZONE;
  const summary = computeOverviewSummary(records, { now: at, dueSoonDays, timeZone, computedBy });
  summary.durationMs = Math.round(performance.now() - started);
  await db.doc(paths.doc('reportSummaries', OVERVIEW_SUMMARY_ID)).set(overviewSummarySchema.parse(summary));
  return summary;
}

/** The scheduled job: every event's overview summary, computed at `at`. */
export async function refreshReportSummaries(at: Date): Promise<JobReport> {
  const report: JobReport = { done: 0, failed: 0, failures: [] };
  for (const event of await adminFirestore().collection('events').listDocuments()) {
    try {
      await refreshOverviewSummary(event.id, at, SUMMARY_SCHEDULER);
      report.done += 1;
    } catch (error) {
      report.failed += 1;
      report.failures.push(`${event.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}

/**
 * 'Refresh now' on the overview: report viewers and up of the event the payload names (a person of
 * another event has no role there and is refused by defineCallable before this runs).
 */
export const refreshReportSummary = defineCallable({
  input: refreshReportSummaryCallable.input,
  output: refreshReportSummaryCallable.output,
  minRole: 'reportViewer',
  rateLimit: 'refreshReportSummary',
  timeoutSeconds: 120,
  handler: async ({ uid, eventId }) => {
    const summary = await refreshOverviewSummary(eventId, new Date(), uid);
    return { computedAt: summary.computedAt, durationMs: summary.durationMs };
  },
});
