import { SUBMISSION_DRAFT_FLAG } from '../../domain/forms/submission';
import type { EventCollection } from '../../domain/paths';
import { refreshReportSummaryCallable } from '../../domain/reports/overview-callables';
import {
  OVERVIEW_SUMMARY_ID,
  overviewSummarySchema,
  type OverviewSummary,
} from '../../domain/reports/overview-summary';
import { firebaseClient } from '../../lib/firebase/client';
import { countDocuments, parseDocument, readDocument, where, type Constraint } from '../../lib/firebase/documents';
import { callFunction } from '../../lib/firebase/functions';

/** The overview's live headline figures: each one count query (one read per 1,000 documents counted). */
export interface OverviewCounts {
  teams: number;
  /** Tasks not archived. */
  tasks: number;
  /** Team-task statuses marked complete. */
  completedTaskStatuses: number;
  /** Sent submissions (drafts are not counted as submissions), guests' included. */
  submissions: number;
}

function countOf(name: EventCollection, ...constraints: Constraint[]): Promise<number> {
  return countDocuments(firebaseClient().paths.collection(name), ...constraints);
}

export async function countOverviewFigures(): Promise<OverviewCounts> {
  const [teams, tasks, completedTaskStatuses, submissions] = await Promise.all([
    countOf('teams'),
    countOf('tasks', where('isArchived', '==', false)),
    countOf('taskStatuses', where('isComplete', '==', true)),
    countOf('submissions', where(SUBMISSION_DRAFT_FLAG, '==', false)),
  ]);
  return { teams, tasks, completedTaskStatuses, submissions };
}

/** The maintained summary (reportSummaries/overview), or null before it was first computed. */
export async function getOverviewSummary(): Promise<OverviewSummary | null> {
  const snapshot = await readDocument(firebaseClient().paths.doc('reportSummaries', OVERVIEW_SUMMARY_ID));
  if (!snapshot.exists()) return null;
  return parseDocument(overviewSummarySchema, 'ReportSummary', snapshot, 'Invalid report summary');
}

/** 'Refresh now': the functions compute the summary again from the stored records. */
export async function refreshOverviewSummary(): Promise<{ computedAt: string; durationMs: number }> {
  return callFunction(refreshReportSummaryCallable, {}, { timeoutMs: 120_000 });
}
