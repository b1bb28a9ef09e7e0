import type { SubmissionCounts } from '../../../domain/forms/submission';

/** A forms list's Submissions cell: the sent submissions, with the drafts apart ('…' while counting). */
export function SubmissionCountCell({ counts }: { counts: SubmissionCounts | undefined }) {
  if (!counts) return <>…</>;
  return (
    <>
      {counts.sent}
      {counts.drafts > 0 && (
        <span className="d-block small text-body-secondary text-nowrap">
          {counts.drafts} {counts.drafts === 1 ? 'draft' : 'drafts'}
        </span>
      )}
    </>
  );
}
