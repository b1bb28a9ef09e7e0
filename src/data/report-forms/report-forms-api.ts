import { api, queryFnFrom } from '../api-slice';
import type { FormReportData, FormsReportData, SubmissionsReportData } from './report-forms-store';
import { lazyStore } from '../lazy-store';

const { getFormReport, getFormsReport, getSubmissionsReport } = lazyStore(() => import('./report-forms-store'));

// Any change to forms, fields, submissions, teams or people refreshes the reports that read them.
const READS = [
  { type: 'Form', id: 'LIST' },
  { type: 'Submission', id: 'LIST' },
  { type: 'Team', id: 'LIST' },
  { type: 'User', id: 'LIST' },
] as const;

export const reportFormsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    formsReport: build.query<FormsReportData, void>({
      queryFn: queryFnFrom(getFormsReport),
      providesTags: [...READS],
    }),
    formReport: build.query<FormReportData, string>({
      queryFn: queryFnFrom(getFormReport),
      providesTags: (_result, _error, formId) => [...READS, { type: 'Form', id: formId }, { type: 'Field', id: 'LIST' }, { type: 'FieldGroup', id: 'LIST' }],
    }),
    submissionsReport: build.query<SubmissionsReportData, void>({
      queryFn: queryFnFrom(getSubmissionsReport),
      providesTags: [...READS],
    }),
  }),
});

export const { useFormsReportQuery, useFormReportQuery, useSubmissionsReportQuery } = reportFormsApi;
