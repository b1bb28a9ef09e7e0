import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const reportSummariesStore = lazyStore(() => import('./report-summaries-store'));

export const reportSummariesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    overviewSummary: query(reportSummariesStore.getOverviewSummary, [{ type: 'ReportSummary', id: 'overview' }]),
    overviewCounts: query(reportSummariesStore.countOverviewFigures, [{ type: 'ReportSummary', id: 'counts' }]),
    refreshOverviewSummary: mutation(reportSummariesStore.refreshOverviewSummary, [
      { type: 'ReportSummary', id: 'overview' },
      { type: 'ReportSummary', id: 'counts' },
    ]),
  })),
});

export const { useOverviewSummaryQuery, useOverviewCountsQuery, useRefreshOverviewSummaryMutation } =
  reportSummariesApi;
