import { api, queryFnFrom } from '../api-slice';
import type { OverviewSummary } from '../../domain/reports/overview-summary';
import type { OverviewCounts } from './report-summaries-store';
import { lazyStore } from '../lazy-store';

const { countOverviewFigures, getOverviewSummary, refreshOverviewSummary } = lazyStore(() => import('./report-summaries-store'));

export const reportSummariesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    overviewSummary: build.query<OverviewSummary | null, void>({
      queryFn: queryFnFrom(getOverviewSummary),
      providesTags: [{ type: 'ReportSummary', id: 'overview' }],
    }),
    overviewCounts: build.query<OverviewCounts, void>({
      queryFn: queryFnFrom(countOverviewFigures),
      providesTags: [{ type: 'ReportSummary', id: 'counts' }],
    }),
    refreshOverviewSummary: build.mutation<{ computedAt: string; durationMs: number }, void>({
      queryFn: queryFnFrom(refreshOverviewSummary),
      invalidatesTags: [
        { type: 'ReportSummary', id: 'overview' },
        { type: 'ReportSummary', id: 'counts' },
      ],
    }),
  }),
});

export const { useOverviewSummaryQuery, useOverviewCountsQuery, useRefreshOverviewSummaryMutation } = reportSummariesApi;
