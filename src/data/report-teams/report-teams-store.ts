import { sortByIndex } from '../../domain/custom-field';
import { submissionSchema, submitterName, type Submission } from '../../domain/forms/submission';
import { TEAM_MESSAGES } from '../../domain/messages';
import {
  fullName,
  teamReportRows,
  teamsReportFileName,
  teamsReportTable,
  teamTaskRows,
  type TeamReportRow,
  type TeamsReportSource,
  type TeamTaskRow,
} from '../../domain/reports/team-health';
import type { TeamReportField, TeamReportTeam, TeamReportUser } from '../../domain/team-report';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readWholeCollection } from '../../lib/firebase/documents';
import { listCustomFields } from '../custom-fields/custom-fields-store';
import { listForms } from '../forms/forms-store';
import { listTeamSubmissions } from '../forms/submissions-store';
import { reportFile, type ReportFormat } from '../report-file';
import { getSettings } from '../settings/settings-store';
import { listTasks, listTaskStatuses, listTeamTaskStatuses } from '../tasks/tasks-store';
import { listTeamTypes } from '../team-types/team-types-store';
import { getTeam, listTeamMembers, listTeams } from '../teams/teams-store';
import { listEventUsers } from '../users/users-store';

// The teams report (spec 002 §2, §9) reads what a report viewer may read: teams, team types, users,
// tasks, task statuses, submissions, the fields shown to teams and the event and variables settings.
// The rows and risk scores are derived here (src/domain/reports/team-health.ts), at the time of reading.

/** The teams report: a row per team, the filters' choices, and what the export needs. */
export interface TeamsReport extends TeamsReportSource {
  rows: TeamReportRow[];
  /** The event's launch date ('' when none): the risk score counts from it. */
  launchDate: string;
  dueSoonDays: number;
  /** When the rows were worked out (ISO). */
  generatedAt: string;
  teams: TeamReportTeam[];
  users: TeamReportUser[];
  teamTypes: { id: string; name: string; teamIds: string[] }[];
  customFields: TeamReportField[];
}

/** Every sent or draft submission of every team (report viewers and organisers). */
async function listAllSubmissions(): Promise<Submission[]> {
  return parseDocuments(
    submissionSchema,
    'submission',
    await readWholeCollection(firebaseClient().paths.collection('submissions')),
  );
}

async function reportSettings(): Promise<{ launchDate: string; dueSoonDays: number; timeZone: string }> {
  const [event, variables] = await Promise.all([getSettings('event'), getSettings('variables')]);
  return { launchDate: event.launchDate, dueSoonDays: variables.dueSoonDays, timeZone: event.timeZone };
}

const exportUser = ({
  id,
  firstName,
  surname,
  email,
  hasLoggedIn,
  createdAt,
  teamId,
}: TeamReportUser): TeamReportUser => ({ id, firstName, surname, email, hasLoggedIn, createdAt, teamId });

/** Reads the event's teams and what they did, and works out each team's row and risk score. */
export async function getTeamsReport(now = new Date()): Promise<TeamsReport> {
  const [teams, users, teamTypes, tasks, taskStatuses, submissions, customFields, settings] = await Promise.all([
    listTeams(),
    listEventUsers(),
    listTeamTypes(),
    listTasks(),
    listTaskStatuses(),
    listAllSubmissions(),
    listCustomFields(false),
    reportSettings(),
  ]);
  const rows = teamReportRows({
    teams,
    users,
    tasks,
    taskStatuses,
    submissions,
    teamTypes,
    dueSoonDays: settings.dueSoonDays,
    timeZone: settings.timeZone,
    launchDate: settings.launchDate,
    now,
  });
  return {
    rows,
    ...settings,
    generatedAt: now.toISOString(),
    // Only what the export needs, so the cached report stays small.
    teams: teams.map(({ id, name, ownerId, userIds, customFields: values }) => ({
      id,
      name,
      ownerId,
      userIds,
      customFields: values,
    })),
    users: users.map(exportUser),
    teamTypes: teamTypes.map(({ id, name, teamIds }) => ({ id, name, teamIds })),
    customFields: sortByIndex(customFields).map(({ id, label, type, index }) => ({ id, label, type, index })),
  };
}

/** The listed rows (the screen's filter and order) as a CSV or XLSX file. */
export async function teamsReportFile(
  report: TeamsReportSource,
  rows: readonly TeamReportRow[],
  format: ReportFormat,
  now = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const table = teamsReportTable(rows, report);
  return {
    blob: await reportFile(table, format, 'Teams report'),
    fileName: teamsReportFileName(format, now, report.timeZone),
  };
}

/** One of the team's people on the team's report page. */
export interface TeamReportPerson {
  id: string;
  name: string;
  email: string;
  isOwner: boolean;
  hasLoggedIn: boolean;
  lastLoginAt: string;
}

/** One of the team's submissions on the team's report page. */
export interface TeamReportSubmission {
  id: string;
  formId: string;
  formTitle: string;
  isDraft: boolean;
  submittedBy: string;
  updatedAt: string;
}

export interface TeamReportDetail {
  row: TeamReportRow;
  parentTeamName: string;
  tasks: TeamTaskRow[];
  people: TeamReportPerson[];
  submissions: TeamReportSubmission[];
  launchDate: string;
  dueSoonDays: number;
  generatedAt: string;
}

/** One team's report: its row and risk parts, its tasks with status, its people's sign-ins and its submissions. */
export async function getTeamReportDetail(teamId: string, now = new Date()): Promise<TeamReportDetail> {
  const team = await getTeam(teamId);
  const [members, teamTypes, tasks, taskStatuses, submissions, forms, settings, parent] = await Promise.all([
    listTeamMembers(teamId),
    listTeamTypes(),
    listTasks(),
    listTeamTaskStatuses(teamId),
    listTeamSubmissions(teamId),
    listForms(),
    reportSettings(),
    team.parentTeamId ? getTeam(team.parentTeamId).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  // The owner and listed people whose record does not name the team (yet) are read one by one.
  const known = new Set(members.map((member) => member.id));
  const missingIds = [team.ownerId, ...team.userIds].filter((id) => id && !known.has(id));
  const others = missingIds.length === 0 ? [] : await listEventUsersByIds(missingIds);
  const users = [...members, ...others];
  const [row] = teamReportRows({
    teams: [team],
    users,
    tasks,
    taskStatuses,
    submissions,
    teamTypes,
    dueSoonDays: settings.dueSoonDays,
    timeZone: settings.timeZone,
    launchDate: settings.launchDate,
    now,
  });
  if (!row) throw new Error(TEAM_MESSAGES.invalidTeam);
  const names = new Map(users.map((user) => [user.id, fullName(user) || user.email]));
  const formTitles = new Map(forms.map((form) => [form.id, form.title]));
  const ids = new Set([team.ownerId, ...team.userIds, ...members.map((member) => member.id)].filter(Boolean));
  const people = users
    .filter((user) => ids.has(user.id))
    .map((user) => ({
      id: user.id,
      name: fullName(user),
      email: user.email,
      isOwner: user.id === team.ownerId,
      hasLoggedIn: user.hasLoggedIn,
      lastLoginAt: user.lastLoginInTime,
    }))
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name, 'en-GB'));
  return {
    row,
    parentTeamName: parent?.name ?? '',
    tasks: teamTaskRows(team, tasks, taskStatuses, now, settings.dueSoonDays, settings.timeZone),
    people,
    submissions: submissions
      .map((submission) => ({
        id: submission.id,
        formId: submission.formId,
        formTitle: formTitles.get(submission.formId) ?? '',
        isDraft: submission.isDraft,
        submittedBy: submitterName(submission, (id) => names.get(id)),
        updatedAt: submission.updatedAt,
      }))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    ...settings,
    generatedAt: now.toISOString(),
  };
}

/** Event user records by id (report viewers read every user). */
async function listEventUsersByIds(ids: readonly string[]) {
  const wanted = new Set(ids);
  return (await listEventUsers()).filter((user) => wanted.has(user.id));
}
