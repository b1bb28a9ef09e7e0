import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const reportFormsStore = lazyStore(() => import('./report-forms-store'));

// Any change to forms, fields, submissions, teams or people refreshes the reports that read them.
const READS = [
  { type: 'Form', id: 'LIST' },
  { type: 'Submission', id: 'LIST' },
  { type: 'Team', id: 'LIST' },
  { type: 'User', id: 'LIST' },
] as const;

export const reportFormsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    formsReport: query(reportFormsStore.getFormsReport, [...READS]),
    formReport: query(reportFormsStore.getFormReport, (_result, _error, { formId }) => [
      ...READS,
      { type: 'Form', id: formId },
      { type: 'Field', id: 'LIST' },
      { type: 'FieldGroup', id: 'LIST' },
    ]),
    submissionsReport: query(reportFormsStore.getSubmissionsReport, [...READS]),
  })),
});

export const { useFormsReportQuery, useFormReportQuery, useSubmissionsReportQuery } = reportFormsApi;
