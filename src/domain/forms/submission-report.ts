import { dayOf, formatReportDateTime } from '../event-time';
import { toSlug } from '../slug';
import { answerText } from './answer-text';
import type { FormDefinition } from './logic';
import { reportColumns } from './report-labels';
import { submitterName, type Submission } from './submission';
import { formatMoney, lineSubtotalMinor } from './totals';
import { isTemplateValue, type FieldValue, type ItemQuantity, type PlainValue, type SubmissionValues } from './values';

// The submissions export of a form (spec 001 §9): one row per submission, one column per field
// numbered by report-labels (two digits, loop numbers), addresses and names combined on one line.

/** The columns every export starts with, before the form's fields. */
export const SUBMISSION_REPORT_COLUMNS = ['Submitted by', 'Team', 'Status', 'Created at', 'Updated at'] as const;

/** A submission's state as the list and the export show it. */
export function submissionStatus(submission: Pick<Submission, 'isDraft'>): 'Draft' | 'Submitted' {
  return submission.isDraft ? 'Draft' : 'Submitted';
}

function isItemLines(value: PlainValue): value is ItemQuantity[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    typeof value[0] === 'object' &&
    value[0] !== null &&
    'itemId' in value[0]
  );
}

/** Every stored item line of a submission, in templates too (hidden fields are never stored). */
function grandTotalOf(values: SubmissionValues): number {
  const lines = (value: FieldValue | PlainValue | undefined): ItemQuantity[] =>
    value !== undefined && !isTemplateValue(value) && isItemLines(value) ? value : [];
  let total = 0;
  for (const value of Object.values(values)) {
    const loops = isTemplateValue(value) ? value.templateValues.slice(0, value.loopCount) : [{ value }];
    for (const loop of loops)
      for (const entry of Object.values(loop))
        total += lines(entry).reduce((sum, line) => sum + lineSubtotalMinor(line), 0);
  }
  return total;
}

/** The answer a report column reads: a form field's, or one field of one loop of a template. */
function valueAt(values: SubmissionValues, key: string): PlainValue | undefined {
  const [fieldId = '', loop, groupFieldId] = key.split('.');
  const value = values[fieldId];
  if (groupFieldId === undefined) return isTemplateValue(value) ? undefined : value;
  if (!isTemplateValue(value) || Number(loop) >= value.loopCount) return undefined;
  return value.templateValues[Number(loop)]?.[groupFieldId];
}

export interface SubmissionReportNames {
  /** A person's full name by user id (submitters). */
  personName: (userId: string) => string | undefined;
  /** A team's name by id. */
  teamName: (teamId: string) => string | undefined;
  currencyId: string | undefined;
  /** The event's time zone, in which the export writes its dates and times. */
  timeZone: string;
}

/** The export table, header row first; templates spread over as many loops as any submission filled in. */
export function submissionReportTable(
  definition: FormDefinition,
  submissions: readonly Submission[],
  names: SubmissionReportNames,
): string[][] {
  const loopCounts: Record<string, number> = {};
  for (const submission of submissions) {
    for (const [fieldId, value] of Object.entries(submission.values)) {
      if (isTemplateValue(value)) loopCounts[fieldId] = Math.max(loopCounts[fieldId] ?? 1, value.loopCount);
    }
  }
  const columns = reportColumns(definition, loopCounts);
  const header = [...SUBMISSION_REPORT_COLUMNS, ...columns.map((column) => column.label)];
  const rows = submissions.map((submission) => [
    submitterName(submission, names.personName),
    names.teamName(submission.teamId) ?? '',
    submissionStatus(submission),
    formatReportDateTime(submission.createdAt, names.timeZone),
    formatReportDateTime(submission.updatedAt, names.timeZone),
    ...columns.map((column) =>
      column.field.type === 'grandTotal'
        ? formatMoney(grandTotalOf(submission.values), names.currencyId)
        : answerText(column.field, valueAt(submission.values, column.key), {
            currencyId: names.currencyId,
            withFileLinks: true,
          }),
    ),
  ]);
  return [header, ...rows];
}

/** The export's file name: the form's title and the day (e.g. stand-order-submissions-2026-03-01.xlsx). */
export function submissionReportFileName(
  formTitle: string,
  extension: 'csv' | 'xlsx',
  now: Date,
  timeZone: string,
): string {
  return `${toSlug(formTitle) || 'form'}-submissions-${dayOf(now, timeZone)}.${extension}`;
}
