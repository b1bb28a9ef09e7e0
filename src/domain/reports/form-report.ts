import type { Form } from '../forms/form';
import type { FormDefinition } from '../forms/logic';
import { dayOf, formatReportDateTime } from '../event-time';
import {
  SUBMISSION_REPORT_COLUMNS,
  submissionReportTable,
  type SubmissionReportNames,
} from '../forms/submission-report';
import { isSentSubmission, submitterName, type Submission } from '../forms/submission';
import { toSlug } from '../slug';

// The forms reports (spec 001 §9, spec 002 §2): each form with its submission counts, one form's
// submissions under its report labels (two-digit numbers, loop numbers; address and full name as
// one cell each; 'Guest submission' for guests), and every submission across forms. Drafts are not
// submissions yet: no report lists or counts them (the screens say so).

/** Only sent submissions, oldest update first (the spec's default sort for submissions). */
export function sentSubmissions(submissions: readonly Submission[]): Submission[] {
  return submissions
    .filter(isSentSubmission)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id));
}

export interface FormSubmissionCounts {
  form: Form;
  /** Sent submissions. */
  submitted: number;
  /** Of those, sent by guests. */
  guests: number;
  /** Distinct teams that sent at least one. */
  teams: number;
  /** The latest sent submission's update time ('' for none). */
  lastSubmittedAt: string;
}

/** Each form (not archived, by title) with its counts of sent submissions. */
export function formSubmissionCounts(
  forms: readonly Form[],
  submissions: readonly Submission[],
): FormSubmissionCounts[] {
  const byForm = new Map<string, Submission[]>();
  for (const submission of sentSubmissions(submissions))
    byForm.set(submission.formId, [...(byForm.get(submission.formId) ?? []), submission]);
  return forms
    .filter((form) => !form.isArchived)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
    .map((form) => {
      const sent = byForm.get(form.id) ?? [];
      return {
        form,
        submitted: sent.length,
        guests: sent.filter((submission) => submission.isGuest).length,
        teams: new Set(
          sent.filter((submission) => !submission.isGuest && submission.teamId).map((submission) => submission.teamId),
        ).size,
        lastSubmittedAt: sent.reduce(
          (latest, submission) => (submission.updatedAt > latest ? submission.updatedAt : latest),
          '',
        ),
      };
    });
}

export function formsReportTable(rows: readonly FormSubmissionCounts[], timeZone: string): string[][] {
  return [
    ['Form', 'Published', 'Guest form', 'Submissions', 'Teams', 'Guest submissions', 'Last submitted'],
    ...rows.map((row) => [
      row.form.title,
      row.form.isPublished ? 'Yes' : 'No',
      row.form.isPublic ? 'Yes' : 'No',
      String(row.submitted),
      String(row.teams),
      String(row.guests),
      formatReportDateTime(row.lastSubmittedAt, timeZone),
    ]),
  ];
}

export interface ReportTable {
  header: string[];
  /** One row per submission, with the submission's id for links and keys. */
  rows: { id: string; cells: string[] }[];
}

const STATUS_COLUMN = SUBMISSION_REPORT_COLUMNS.indexOf('Status');

/**
 * One form's report: its sent submissions as rows, the submitter, team and times first, then one
 * column per field headed by its numbered report label (the submissions export's own columns,
 * without its Status column, as every row here is sent).
 */
export function formReportTable(
  definition: FormDefinition,
  submissions: readonly Submission[],
  names: SubmissionReportNames,
): ReportTable {
  const sent = sentSubmissions(submissions);
  const [header = [], ...rows] = submissionReportTable(definition, sent, names).map((row) =>
    row.filter((_cell, index) => index !== STATUS_COLUMN),
  );
  return { header, rows: rows.map((cells, index) => ({ id: sent[index]!.id, cells })) };
}

export interface SubmissionListFilters {
  formId: string;
  /** A team id, GUEST_TEAM_FILTER for guests' submissions, '' for all. */
  teamId: string;
}

export const GUEST_TEAM_FILTER = 'guests';

export interface SubmissionListRow {
  submission: Submission;
  formTitle: string;
  submitter: string;
  teamName: string;
}

/** Every sent submission across forms, filtered by form and team, with the names a row shows. */
export function submissionListRows(
  submissions: readonly Submission[],
  filters: SubmissionListFilters,
  names: Pick<SubmissionReportNames, 'personName' | 'teamName'> & { formTitle: (formId: string) => string | undefined },
): SubmissionListRow[] {
  return sentSubmissions(submissions)
    .filter((submission) => !filters.formId || submission.formId === filters.formId)
    .filter(
      (submission) =>
        !filters.teamId ||
        (filters.teamId === GUEST_TEAM_FILTER ? submission.isGuest : submission.teamId === filters.teamId),
    )
    .map((submission) => ({
      submission,
      formTitle: names.formTitle(submission.formId) ?? '',
      submitter: submitterName(submission, names.personName),
      teamName: submission.isGuest ? '' : (names.teamName(submission.teamId) ?? ''),
    }));
}

export function submissionListTable(rows: readonly SubmissionListRow[], timeZone: string): string[][] {
  return [
    ['Form', 'Submitted by', 'Team', 'Created at', 'Updated at'],
    ...rows.map((row) => [
      row.formTitle,
      row.submitter,
      row.teamName,
      formatReportDateTime(row.submission.createdAt, timeZone),
      formatReportDateTime(row.submission.updatedAt, timeZone),
    ]),
  ];
}

/** File names, dated with the event's day: forms-report-2026-03-01.csv, stand-order-report-2026-03-01.xlsx, submissions-report-… */
export function formsReportFileName(extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `forms-report-${dayOf(now, timeZone)}.${extension}`;
}

export function formReportFileName(formTitle: string, extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `${toSlug(formTitle)}-report-${dayOf(now, timeZone)}.${extension}`;
}

export function submissionListFileName(extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `submissions-report-${dayOf(now, timeZone)}.${extension}`;
}
