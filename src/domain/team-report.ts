import { formatCustomFieldValue, sortByIndex, type CustomField } from './custom-field';
import { dayOf, formatReportDateTime } from './event-time';
import type { Team } from './team';
import type { TeamType } from './team-type';
import type { User } from './user';

/** The fixed columns of the team report export (spec 002 §3); each custom field follows. */
export const TEAM_REPORT_COLUMNS = [
  'Team name',
  'Team status',
  'First name',
  'Surname',
  'Has logged in',
  'Email',
  'Team type',
  'Created at',
] as const;

export type TeamReportTeam = Pick<Team, 'id' | 'name' | 'ownerId' | 'userIds' | 'customFields'>;
export type TeamReportUser = Pick<
  User,
  'id' | 'firstName' | 'surname' | 'email' | 'hasLoggedIn' | 'createdAt' | 'teamId'
>;
export type TeamReportField = Pick<CustomField, 'id' | 'label' | 'type' | 'index'>;

/** Extra columns after the custom fields, one value per team (e.g. the teams report's risk). */
export interface TeamReportOptions {
  /** The event's time zone, in which the export writes its dates and times. */
  timeZone: string;
  /** Keep the teams in the order given (the screen's) instead of by name. */
  keepOrder?: boolean;
  teamColumns?: readonly { header: string; cell: (teamId: string) => string }[];
}

/**
 * The team report: one row per person per team (the owner first as 'Team Owner', then members as
 * 'Team Member', by first name), teams by name; a team without people still gets a row so it is not
 * missing from the export. Custom field values are per team, repeated on each of its rows.
 */
export function teamReportTable(
  teams: readonly TeamReportTeam[],
  users: readonly TeamReportUser[],
  teamTypes: readonly Pick<TeamType, 'id' | 'name' | 'teamIds'>[],
  customFields: readonly TeamReportField[],
  options: TeamReportOptions,
): string[][] {
  const fields = sortByIndex(customFields);
  const teamColumns = options.teamColumns ?? [];
  const usersById = new Map(users.map((user) => [user.id, user]));
  const usersByTeam = new Map<string, TeamReportUser[]>();
  for (const user of users) {
    if (!user.teamId) continue;
    const list = usersByTeam.get(user.teamId);
    if (list) list.push(user);
    else usersByTeam.set(user.teamId, [user]);
  }
  const typeNameOfTeam = new Map(
    teamTypes.flatMap((teamType) => teamType.teamIds.map((teamId) => [teamId, teamType.name] as const)).reverse(),
  );
  const header = [
    ...TEAM_REPORT_COLUMNS,
    ...fields.map((field) => field.label),
    ...teamColumns.map((column) => column.header),
  ];
  const rows: string[][] = [];
  const ordered = options.keepOrder ? teams : [...teams].sort((a, b) => a.name.localeCompare(b.name));
  for (const team of ordered) {
    const teamType = typeNameOfTeam.get(team.id) ?? '';
    const fieldCells = [
      ...fields.map((field) => formatCustomFieldValue(field, team.customFields)),
      ...teamColumns.map((column) => column.cell(team.id)),
    ];
    const memberIds = new Set([...team.userIds, ...(usersByTeam.get(team.id) ?? []).map((user) => user.id)]);
    memberIds.delete(team.ownerId);
    const members = [...memberIds]
      .flatMap((id) => usersById.get(id) ?? [])
      .sort((a, b) => a.firstName.localeCompare(b.firstName));
    const owner = usersById.get(team.ownerId);
    const people = [
      ...(owner ? [{ user: owner, status: 'Team Owner' }] : []),
      ...members.map((user) => ({ user, status: 'Team Member' })),
    ];
    if (people.length === 0) rows.push([team.name, '', '', '', '', '', teamType, '', ...fieldCells]);
    for (const { user, status } of people) {
      rows.push([
        team.name,
        status,
        user.firstName,
        user.surname,
        user.hasLoggedIn ? 'Yes' : 'No',
        user.email,
        teamType,
        formatReportDateTime(user.createdAt, options.timeZone),
        ...fieldCells,
      ]);
    }
  }
  return [header, ...rows];
}

/** The export's file name, dated with the event's day (e.g. team-report-2026-03-01.csv). */
export function teamReportFileName(extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `team-report-${dayOf(now, timeZone)}.${extension}`;
}
