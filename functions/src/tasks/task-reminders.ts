import { FieldValue } from 'firebase-admin/firestore';
import pLimit from 'p-limit';
import { formatDateTimeWithZone } from '../../../src/domain/event-time';
import { emailBatchFailureMessage } from '../../../src/domain/messages';
import { eventPaths, taskStatusId } from '../../../src/domain/paths';
import { buildPath } from '../../../src/domain/routes';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { teamSchema, type Team } from '../../../src/domain/team';
import {
  canViewTask,
  dueDateForTeam,
  emptyTaskStatus,
  isTaskSettled,
  reminderThresholdAt,
  sortTasksByDueDate,
  taskDisplayStatus,
  TASK_DISPLAY_STATUS_LABELS,
  taskSchema,
  taskStatusSchema,
  type ReminderThreshold,
  type Task,
  type TaskStatus,
} from '../../../src/domain/tasks';
import { appLink } from '../auth/app-url';
import { readEventMail, sendTemplateEmails, type TemplateRecipient } from '../email/send-template-email';
import { adminFirestore } from '../lib/admin';
import { validDocuments } from '../lib/valid-documents';
import { assertAllSent, wasSent } from '../lib/mailer/mailer';
import type { JobReport } from '../schedule/jobs';
import { readPeople, reminderRecipients, type Person } from './task-mail';

/** One event's tasks, teams, statuses and reminder settings, as the reminder and chaser runs need them. */
interface EventTaskState {
  tasks: Task[];
  teams: Team[];
  statusOf: (taskId: string, teamId: string) => TaskStatus | undefined;
  people: Person[];
  dueSoonDays: number;
  /** The event's time zone: urgency counts its days, the mails write its times. */
  timeZone: string;
  remindersEnabled: boolean;
  sendTo: 'all-users' | 'admin' | 'team-leader';
}

async function readEventTaskState(eventId: string): Promise<EventTaskState> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [tasks, teams, statuses, emails, variables, event, people] = await Promise.all([
    db.collection(paths.collection('tasks')).where('isArchived', '==', false).get(),
    db.collection(paths.collection('teams')).get(),
    db.collection(paths.collection('taskStatuses')).get(),
    db.doc(paths.settings('emails')).get(),
    db.doc(paths.settings('variables')).get(),
    db.doc(paths.settings('event')).get(),
    readPeople(eventId),
  ]);
  const parsedStatuses = new Map(validDocuments(taskStatusSchema, statuses.docs).map((status) => [status.id, status]));
  const emailSettings = settingsSchemas.emails.parse(emails.data() ?? {});
  return {
    tasks: validDocuments(taskSchema, tasks.docs),
    teams: validDocuments(teamSchema, teams.docs),
    statusOf: (taskId, teamId) => parsedStatuses.get(taskStatusId(taskId, teamId)),
    people,
    dueSoonDays: settingsSchemas.variables.parse(variables.data() ?? {}).dueSoonDays,
    timeZone: settingsSchemas.event.parse(event.data() ?? {}).timeZone,
    remindersEnabled: emailSettings.taskRemindersEnabled,
    sendTo: emailSettings.sendTaskRemindersTo,
  };
}

/** The tasks an exhibitor team has to do: visible to it and not archived. Organiser teams are the organisers and get no reminders. */
function teamTasks(team: Team, tasks: readonly Task[]): Task[] {
  if (team.isOrganiser) return [];
  const viewer = {
    role: 'user' as const,
    isOrganiserTeam: false,
    teamTypeId: team.teamTypeId,
    standShareRole: team.standShareRole,
  };
  return tasks.filter((task) => canViewTask(task, viewer));
}

/**
 * "Stand plan – Due Soon (due 1 Jul 2026, 09:00 BST)": the team's own deadline, in the event's zone,
 * named for readers elsewhere.
 */
function summaryLine(task: Task, status: TaskStatus | undefined, label: string, timeZone: string): string {
  return `${task.title} – ${label} (due ${formatDateTimeWithZone(dueDateForTeam(task, status), timeZone)})`;
}

/** One taskReminder per recipient of the team (emails settings' sendTaskRemindersTo), listing the tasks. */
function teamReminders(team: Team, state: EventTaskState, lines: string[], actionUrl: string): TemplateRecipient[] {
  return reminderRecipients(team, state.people, state.sendTo).map((person) => ({
    to: person.email,
    variables: { firstName: person.firstName, teamName: team.name, taskSummary: lines.join('\n'), actionUrl },
    metadata: { userId: person.id, teamId: team.id },
  }));
}

/** The team's tasks in the order of the team's own deadlines (an organiser may have moved some). */
function teamTasksByDueDate(team: Team, state: EventTaskState): Task[] {
  return sortTasksByDueDate(teamTasks(team, state.tasks), (task) =>
    dueDateForTeam(task, state.statusOf(task.id, team.id)),
  );
}

interface DueReminder {
  task: Task;
  status: TaskStatus | undefined;
  threshold: ReminderThreshold;
}

/** The team's tasks that have reached a reminder threshold at `at` and have not had that reminder yet. */
function dueReminders(team: Team, state: EventTaskState, at: Date): DueReminder[] {
  const due: DueReminder[] = [];
  for (const task of teamTasksByDueDate(team, state)) {
    const status = state.statusOf(task.id, team.id);
    const threshold = reminderThresholdAt(taskDisplayStatus(status, task, at, state.dueSoonDays, state.timeZone));
    if (threshold && !status?.remindersSent.includes(threshold)) due.push({ task, status, threshold });
  }
  return due;
}

/** Teams whose reminders are sent and recorded at once: one team's mails wait on SMTP and its commit on Firestore. */
const TEAMS_AT_ONCE = 8;

/**
 * The reminders of one event at `at`: for each team, the tasks that have become due soon or
 * overdue (each task timed from its own deadline and the event's dueSoonDays) and have not had that
 * reminder yet, in one taskReminder mail per recipient; the statuses then record the reminder, so
 * each task, team and threshold is reminded once however often the job runs. Teams are worked
 * through TEAMS_AT_ONCE at a time, with the event's template read once.
 */
export async function sendEventTaskReminders(eventId: string, at: Date): Promise<JobReport> {
  const report: JobReport = { done: 0, failed: 0, failures: [] };
  const state = await readEventTaskState(eventId);
  if (!state.remindersEnabled) return report;
  const db = adminFirestore();
  const actionUrl = await appLink(eventId, buildPath('tasks'));
  const dueByTeam = state.teams
    .map((team) => ({ team, due: dueReminders(team, state, at) }))
    .filter(({ due }) => due.length > 0);
  if (dueByTeam.length === 0) return report;
  const eventMail = readEventMail(eventId, 'taskReminder');
  // A template that cannot be read fails the event's run once, not each team's.
  await eventMail;
  const remindTeam = async (team: Team, due: DueReminder[]) => {
    const results = await sendTemplateEmails(
      eventId,
      'taskReminder',
      teamReminders(
        team,
        state,
        due.map(({ task, status, threshold }) =>
          summaryLine(task, status, TASK_DISPLAY_STATUS_LABELS[threshold], state.timeZone),
        ),
        actionUrl,
      ),
      eventMail,
    );
    const failure = emailBatchFailureMessage(results);
    if (failure) {
      report.failures.push(`${eventId}/${team.id}: ${failure}`);
      // Nobody of the team got it: the next run tries again.
      if (!results.some(wasSent)) {
        report.failed += due.length;
        return;
      }
    }
    const batch = db.batch();
    for (const { task, threshold } of due) {
      const ref = db.doc(eventPaths(eventId).taskStatus(task.id, team.id));
      if (state.statusOf(task.id, team.id)) batch.update(ref, { remindersSent: FieldValue.arrayUnion(threshold) });
      else batch.set(ref, { ...emptyTaskStatus(task.id, team.id, ref.id), remindersSent: [threshold] });
    }
    await batch.commit();
    report.done += due.length;
  };
  const limit = pLimit(TEAMS_AT_ONCE);
  await Promise.all(
    dueByTeam.map(({ team, due }) =>
      limit(async () => {
        // One team's failure (deleted mid-run) leaves the others' reminders going; the next run tries it again.
        await remindTeam(team, due).catch((error: unknown) => {
          report.failed += due.length;
          report.failures.push(`${eventId}/${team.id}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }),
    ),
  );
  return report;
}

/** The scheduled job: every event's reminders at `at`. */
export async function sendTaskReminders(at: Date): Promise<JobReport> {
  const report: JobReport = { done: 0, failed: 0, failures: [] };
  for (const event of await adminFirestore().collection('events').listDocuments()) {
    // One event's failure (a team deleted mid-run, a missing template) must not stop the others' reminders.
    try {
      const eventReport = await sendEventTaskReminders(event.id, at);
      report.done += eventReport.done;
      report.failed += eventReport.failed;
      report.failures.push(...eventReport.failures);
    } catch (error) {
      report.failed += 1;
      report.failures.push(`${event.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}

/**
 * A chaser batch sent by an organiser: every team that still has the task (or, without a task,
 * any task) neither complete nor not applicable gets one taskReminder per recipient listing them.
 * Every mail is tried; refused ones then fail the call with 'Failed to send N emails: ...'.
 * Chasers do not count as the scheduled reminders.
 */
export async function sendTaskChaser(
  eventId: string,
  taskId: string | undefined,
  at: Date,
): Promise<{ teams: number; emailed: number }> {
  const state = await readEventTaskState(eventId);
  const actionUrl = await appLink(eventId, buildPath('tasks'));
  const mails: TemplateRecipient[] = [];
  let teams = 0;
  for (const team of state.teams) {
    const open = teamTasksByDueDate(team, state).filter(
      (task) => (!taskId || task.id === taskId) && !isTaskSettled(state.statusOf(task.id, team.id)),
    );
    if (open.length === 0) continue;
    const lines = open.map((task) => {
      const status = state.statusOf(task.id, team.id);
      const label = TASK_DISPLAY_STATUS_LABELS[taskDisplayStatus(status, task, at, state.dueSoonDays, state.timeZone)];
      return summaryLine(task, status, label, state.timeZone);
    });
    const teamMails = teamReminders(team, state, lines, actionUrl);
    if (teamMails.length > 0) teams += 1;
    mails.push(...teamMails);
  }
  const results = await sendTemplateEmails(eventId, 'taskReminder', mails);
  assertAllSent(results);
  return { teams, emailed: results.length };
}
