import * as z from 'zod/mini';
import type { RiskLevel } from '../constants';
import { addDays, dayOf, daysBetween } from '../event-time';
import type { Form } from '../forms/form';
import { submissionCountsByForm } from '../forms/submission';
import { teamRiskScore } from './risk-score';
import {
  tasksOfTeam,
  teamActivities,
  type HealthSubmission,
  type HealthTask,
  type HealthTaskStatus,
  type HealthTeam,
  type HealthUser,
} from './team-health';

// The reports overview's summary (events/{eventId}/reportSummaries/overview): what count queries
// cannot give — the spread of teams over risk levels and the series over time — computed from the
// stored records by the functions (on a schedule and on demand) and read by the overview in one get.

/** The id of the overview's summary document. */
export const OVERVIEW_SUMMARY_ID = 'overview';

/** How many days the logins chart looks back. */
export const LOGIN_WINDOW_DAYS = 30;
/** Beyond this many days the completion series takes weekly steps, so a phone can still draw it. */
export const MAX_DAILY_POINTS = 120;

const count = z.number().check(z.int(), z.nonnegative());
const dayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const overviewSummarySchema = z.object({
  id: z._default(z.literal(OVERVIEW_SUMMARY_ID), OVERVIEW_SUMMARY_ID),
  /** When it was computed (ISO) and by whom: a uid, or 'scheduler'. */
  computedAt: z.iso.datetime({ offset: true }),
  computedBy: z._default(z.string(), ''),
  /** How long the computation took, reads included (ms). */
  durationMs: z._default(z.number().check(z.nonnegative()), 0),
  teamCount: count,
  teamsLoggedIn: count,
  riskSpread: z.object({ low: count, medium: count, high: count, critical: count }),
  taskCompletion: z.object({
    /** Team-task pairs that count: each not archived task for each team that sees it, N/A ones left out. */
    total: count,
    /** Day keys (YYYY-MM-DD, the event's days) up to the event's start date (today without one). */
    dates: z.array(dayKey),
    /** Completed pairs by the end of each day (cumulative); null for days still to come. */
    completed: z.array(z.nullable(count)),
  }),
  logins: z.object({
    /** The last LOGIN_WINDOW_DAYS days, today last. */
    dates: z.array(dayKey),
    /** People of teams whose latest sign-in fell on each day. */
    people: z.array(count),
    /** Teams whose latest sign-in (of any of their people) fell on each day. */
    teams: z.array(count),
  }),
  /** Each form not archived: answers sent (guests' included) and drafts, most answered first. */
  submissionsPerForm: z.array(z.object({ formId: z.string(), title: z.string(), submitted: count, drafts: count })),
});
export type OverviewSummary = z.output<typeof overviewSummarySchema>;

/** The stored records the summary is computed from (the teams report's shapes, plus the forms). */
export interface OverviewRecords {
  teams: readonly HealthTeam[];
  users: readonly HealthUser[];
  tasks: readonly HealthTask[];
  taskStatuses: readonly HealthTaskStatus[];
  submissions: readonly HealthSubmission[];
  forms: readonly Pick<Form, 'id' | 'title' | 'isArchived'>[];
  /** Event settings: the start date ends the completion series; the launch date starts it. */
  event: { startDate: string; launchDate: string };
}

export interface OverviewInput {
  now: Date;
  /** Each team's risk level (by team id), from the risk score. */
  riskLevels: ReadonlyMap<string, RiskLevel>;
  computedBy: string;
  durationMs?: number;
  /** The event's time zone: the series count its days. */
  timeZone: string;
}

/** The day in the event's time zone of an ISO date or date-time; undefined when it is not one. */
function dayIn(value: string, timeZone: string): string | undefined {
  return (value && dayOf(value, timeZone)) || undefined;
}

/**
 * The days of the completion series: from the launch date (else 30 days back; earlier when a
 * completion is earlier) to the event's start date (else today), daily up to MAX_DAILY_POINTS days
 * and weekly beyond, today and the end day always among the points.
 */
export function completionDays(
  event: { startDate: string; launchDate: string },
  firstCompletion: string | undefined,
  today: string,
  timeZone: string,
): string[] {
  const end = dayIn(event.startDate, timeZone) ?? today;
  const launch = dayIn(event.launchDate, timeZone);
  // Without a launch date the series shows at least the last 30 days, so today is never its only known point.
  const candidates = launch ? [launch] : [addDays(today, -LOGIN_WINDOW_DAYS)];
  if (firstCompletion) candidates.push(firstCompletion);
  let start = candidates.sort()[0]!;
  if (start > end) start = end;
  const span = daysBetween(start, end);
  const step = span + 1 > MAX_DAILY_POINTS ? 7 : 1;
  const days: string[] = [];
  for (let offset = span % step; offset <= span; offset += step) days.push(addDays(start, offset));
  if (days[0] !== start && step > 1) days.unshift(start);
  // Today is always a point, so weekly steps never hide the latest known figure.
  if (today > start && today < end && !days.includes(today))
    days.splice(
      days.findIndex((day) => day > today),
      0,
      today,
    );
  return days;
}

/** Counts per key, for the day-by-day series. */
function tally(keys: Iterable<string | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The overview's summary from the stored records: pure, so the functions and the tests run the same code. */
export function overviewSummary(records: OverviewRecords, input: OverviewInput): OverviewSummary {
  const today = dayOf(input.now, input.timeZone);
  const teamsById = new Map(records.teams.map((team) => [team.id, team]));

  // ── Risk spread ──
  const riskSpread = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const team of records.teams) {
    const level = input.riskLevels.get(team.id);
    if (level) riskSpread[level] += 1;
  }

  // ── Task completion: the tasks each team is asked to do (as the teams report counts them), N/A
  // ones left out; each completion on the day it was stored ──
  let total = 0;
  const visible = new Map<string, Set<string>>();
  const byViewer = new Map<string, Set<string>>();
  for (const team of records.teams) {
    const viewerKey = `${team.isOrganiser}\u0000${team.teamTypeId}\u0000${team.standShareRole}`;
    const seen = byViewer.get(viewerKey) ?? new Set(tasksOfTeam(team, records.tasks).map((task) => task.id));
    byViewer.set(viewerKey, seen);
    visible.set(team.id, seen);
    total += seen.size;
  }
  const completionDaysOf: string[] = [];
  for (const status of records.taskStatuses) {
    if (!visible.get(status.teamId)?.has(status.taskId)) continue;
    if (status.isNotApplicable && !status.isComplete) total -= 1;
    else if (status.isComplete) completionDaysOf.push(dayIn(status.updatedAt, input.timeZone) ?? today);
  }
  completionDaysOf.sort();
  const dates = completionDays(records.event, completionDaysOf[0], today, input.timeZone);
  const completed: (number | null)[] = [];
  let index = 0;
  for (const day of dates) {
    while (index < completionDaysOf.length && completionDaysOf[index]! <= day) index += 1;
    completed.push(day > today ? null : index);
  }

  // ── Logins: people of teams and their teams, by the day of the latest sign-in ──
  const loginDates = Array.from({ length: LOGIN_WINDOW_DAYS }, (_, offset) =>
    addDays(today, offset - LOGIN_WINDOW_DAYS + 1),
  );
  const teamPeople = records.users.filter((user) => user.teamId !== '' && teamsById.has(user.teamId));
  const latestOfTeam = new Map<string, string>();
  const teamsLoggedIn = new Set<string>();
  for (const user of teamPeople) {
    if (user.hasLoggedIn) teamsLoggedIn.add(user.teamId);
    const at = user.lastLoginInTime;
    if (at && (latestOfTeam.get(user.teamId) ?? '') < at) latestOfTeam.set(user.teamId, at);
  }
  const peoplePerDay = tally(teamPeople.map((user) => dayIn(user.lastLoginInTime, input.timeZone)));
  const teamsPerDay = tally([...latestOfTeam.values()].map((at) => dayIn(at, input.timeZone)));

  // ── Submissions per form ──
  const countsByForm = submissionCountsByForm(records.submissions);
  const submissionsPerForm = records.forms
    .filter((form) => !form.isArchived)
    .map((form) => ({
      formId: form.id,
      title: form.title || 'Untitled form',
      submitted: countsByForm.get(form.id)?.sent ?? 0,
      drafts: countsByForm.get(form.id)?.drafts ?? 0,
    }))
    .sort((a, b) => b.submitted - a.submitted || a.title.localeCompare(b.title, 'en-GB'));

  return {
    id: OVERVIEW_SUMMARY_ID,
    computedAt: input.now.toISOString(),
    computedBy: input.computedBy,
    durationMs: input.durationMs ?? 0,
    teamCount: records.teams.length,
    teamsLoggedIn: teamsLoggedIn.size,
    riskSpread,
    taskCompletion: { total: Math.max(total, 0), dates, completed },
    logins: {
      dates: loginDates,
      people: loginDates.map((day) => peoplePerDay.get(day) ?? 0),
      teams: loginDates.map((day) => teamsPerDay.get(day) ?? 0),
    },
    submissionsPerForm,
  };
}

/**
 * The summary with each team's risk level from the risk score (teamActivities → teamRiskScore):
 * what the functions store. `dueSoonDays` comes from the variables settings, `timeZone` from the event's.
 */
export function computeOverviewSummary(
  records: OverviewRecords,
  input: { now: Date; dueSoonDays: number; timeZone: string; computedBy: string; durationMs?: number },
): OverviewSummary {
  const activities = teamActivities({
    ...records,
    dueSoonDays: input.dueSoonDays,
    timeZone: input.timeZone,
    now: input.now,
  });
  const riskLevels = new Map(
    [...activities].map(([teamId, activity]) => [teamId, teamRiskScore(activity, records.event, input.now).level]),
  );
  return overviewSummary(records, { ...input, riskLevels });
}
