import { api, queryFnFrom } from '../api-slice';
import type { TeamReportDetail, TeamsReport } from './report-teams-store';
import { lazyStore } from '../lazy-store';

const { getTeamReportDetail, getTeamsReport } = lazyStore(() => import('./report-teams-store'));

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
  endpoints: (build) => ({
    reportTeams: build.query<TeamsReport, void>({
      queryFn: queryFnFrom(() => getTeamsReport()),
      providesTags: READS,
    }),
    reportTeam: build.query<TeamReportDetail, string>({
      queryFn: queryFnFrom((teamId: string) => getTeamReportDetail(teamId)),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }, ...READS],
    }),
  }),
});

export const { useReportTeamsQuery, useReportTeamQuery } = reportTeamsApi;
