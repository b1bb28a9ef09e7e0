import { teamReportFileName, teamReportTable } from '../../domain/team-report';
import { listCustomFields } from '../custom-fields/custom-fields-store';
import { getSettings } from '../settings/settings-store';
import { listTeamTypes } from '../team-types/team-types-store';
import { listTeamAdminFields, listTeams } from '../teams/teams-store';
import { listEventUsers } from '../users/users-store';
import { reportFile, type ReportFormat } from '../report-file';

export type TeamReportFormat = ReportFormat;

/**
 * Reads teams, people, team types and custom fields and builds the team report as rows of text;
 * admin-only fields are in it for admins only.
 */
export async function getTeamReportTable(includeAdminOnly: boolean, timeZone: string): Promise<string[][]> {
  const [teams, users, teamTypes, customFields, adminFields] = await Promise.all([
    listTeams(),
    listEventUsers(),
    listTeamTypes(),
    listCustomFields(includeAdminOnly),
    includeAdminOnly ? listTeamAdminFields() : [],
  ]);
  const adminValues = new Map(adminFields.map((entry) => [entry.id, entry.values]));
  const withAdminValues = teams.map((team) => ({
    ...team,
    customFields: { ...team.customFields, ...adminValues.get(team.id) },
  }));
  return teamReportTable(withAdminValues, users, teamTypes, customFields, { timeZone });
}

/** The report as a file to download: CSV (UTF-8 with BOM) or XLSX with a bold header row. */
export async function getTeamReportFile(
  format: TeamReportFormat,
  includeAdminOnly: boolean,
  now = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const { timeZone } = await getSettings('event');
  const table = await getTeamReportTable(includeAdminOnly, timeZone);
  return { blob: await reportFile(table, format, 'Team report'), fileName: teamReportFileName(format, now, timeZone) };
}
