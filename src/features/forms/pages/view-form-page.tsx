import { Alert } from '../../../components/bootstrap/alert';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  useConfirmationsQuery,
  useFormEntryCountQuery,
  useLoadedFormQuery,
  useTeamSubmissionsQuery,
} from '../../../data/forms/forms-api';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { newEntryProblem } from '../../../domain/forms/availability';
import { isSentSubmission } from '../../../domain/forms/submission';
import { isOpenToTeams } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FillFrame } from '../fill/fill-frame';
import { FormFill } from '../fill/form-fill';
import { FormUnavailable } from '../fill/form-unavailable';
import { useMemberFill } from '../fill/use-member-fill';
import { useSendAnswers } from '../fill/use-send-answers';
import { useFormsAbility } from '../use-forms-ability';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /forms/{formId}: a team member fills in a form, page by page, picking up the team's draft when
 * one was saved; ?taskId= ties the submission to the task it was opened from.
 */
export default function ViewFormPage() {
  const { formId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const fill = useMemberFill(formId);
  const { canManageForms } = useFormsAbility();
  const loaded = useLoadedFormQuery(formId);
  const confirmations = useConfirmationsQuery(formId);
  const submissions = useTeamSubmissionsQuery({ teamId: fill.teamId, formId }, { skip: !fill.teamId });
  const isCapped = (loaded.data?.form.entryLimit ?? 0) > 0;
  const entries = useFormEntryCountQuery(formId, { skip: !isCapped });
  const timeZone = useEventTimeZone();
  const draft = submissions.data?.find((submission) => submission.isDraft);
  const sentByTeam = submissions.data?.filter(isSentSubmission) ?? [];
  const sent = [...sentByTeam].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  const send = useSendAnswers({
    formId,
    submissionId: draft?.id,
    teamId: fill.teamId,
    taskId: searchParams.get('taskId') ?? draft?.taskId ?? '',
    context: fill.context!,
    confirmations: confirmations.data ?? [],
    loaded: loaded.data,
  });

  if (loaded.isLoading || submissions.isLoading || entries.isLoading || !fill.context)
    return <LoadingOrError isLoading rows={8} />;
  // Organisers may try out a form that is not open yet; teams only see open ones.
  if (!loaded.data || (!isOpenToTeams(loaded.data.form) && !canManageForms)) return <FormUnavailable />;
  const { form, definition } = loaded.data;
  // A draft is finished within the times; the caps count only new entries.
  const problem = newEntryProblem(form, new Date(), timeZone, {
    total: entries.data ?? 0,
    byTeam: draft ? 0 : sentByTeam.length,
  });
  if (problem && !canManageForms)
    return (
      <FormUnavailable message={problem.message}>
        {sent && (
          <Link
            to={buildPath('viewSubmission', { formId, submissionId: sent.id })}
            className="btn btn-outline-primary btn-sm mt-2 ms-2"
          >
            View your team's submission
          </Link>
        )}
      </FormUnavailable>
    );
  return (
    <div className="p-3 p-md-4">
      <FillFrame
        title={form.title}
        description={form.description}
        aside={
          <>
            {draft && (
              <Alert variant="info" className="mt-3 mb-0 py-2">
                You are continuing your team's draft. Your answers are kept until you submit.
              </Alert>
            )}
            {!draft && sent && (
              <Alert variant="secondary" className="mt-3 mb-0 py-2">
                Your team has already sent this form.{' '}
                <Link to={buildPath('viewSubmission', { formId, submissionId: sent.id })}>View the submission</Link>
              </Alert>
            )}
            {problem && (
              <Alert variant="warning" className="mt-3 mb-0 py-2">
                Teams see instead of this form: {problem.message}
              </Alert>
            )}
            {!fill.teamId && (
              <Alert variant="warning" className="mt-3 mb-0 py-2">
                You are not in a team, so your answers can't be saved: this is a preview.
              </Alert>
            )}
          </>
        }
      >
        <FormFill
          definition={definition}
          context={fill.context}
          initialValues={draft?.values}
          currencyId={fill.currencyId}
          onSend={send}
          canSubmit={Boolean(fill.teamId)}
          canSaveDraft={Boolean(fill.teamId)}
        />
      </FillFrame>
    </div>
  );
}
