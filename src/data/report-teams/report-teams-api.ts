import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const reportTeamsStore = lazyStore(() => import('./report-teams-store'));

// The teams report reads teams, people, tasks, statuses and submissions: an edit of any of them
// refreshes it.
const READS = [
  { type: 'Team' as const, id: 'LIST' },
  { type: 'User' as const, id: 'LIST' },
  { type: 'Task' as const, id: 'LIST' },
  { type: 'TaskStatus' as const, id: 'LIST' },
  { type: 'Submission' as const, id: 'LIST' },
  { type: 'TeamType' as const, id: 'LIST' },
  { type: 'Setting' as const, id: 'LIST' },
];

export const reportTeamsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    reportTeams: query(() => reportTeamsStore.getTeamsReport(), READS),
    reportTeam: query(
      (teamId: string) => reportTeamsStore.getTeamReportDetail(teamId),
      (_result, _error, teamId) => [{ type: 'Team', id: teamId }, ...READS],
    ),
  })),
});

export const { useReportTeamsQuery, useReportTeamQuery } = reportTeamsApi;

/** The listed rows as a CSV or XLSX file, built by the report store's code (loaded apart from the screen's). */
export const teamsReportFile = reportTeamsStore.teamsReportFile;
