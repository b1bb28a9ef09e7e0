import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/icon';
import { useConfirmationsQuery, useLoadedFormQuery, useSubmissionQuery } from '../../../data/forms/forms-api';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { buildPath } from '../../../domain/routes';
import { FillFrame } from '../fill/fill-frame';
import { FormFill } from '../fill/form-fill';
import { FormUnavailable } from '../fill/form-unavailable';
import { useMemberFill } from '../fill/use-member-fill';
import { useSendAnswers } from '../fill/use-send-answers';
import { FormRenderer } from '../renderer/form-renderer';
import { useFormFillStore } from '../renderer/form-values-store';
import { PrintSubmissionButton } from '../print/print-submission-button';
import { useTeamQuery } from '../../../data/teams/teams-api';
import type { LoadedForm } from '../../../data/forms/forms-store';
import type { LogicContext } from '../../../domain/forms/logic';
import type { Submission } from '../../../domain/forms/submission';
import { LoadingOrError } from '../../../components/loading-or-error';

function SubmittedAnswers({
  loaded,
  submission,
  context,
  currencyId,
}: {
  loaded: LoadedForm;
  submission: Submission;
  context: LogicContext;
  currencyId: string | undefined;
}) {
  const store = useFormFillStore(loaded.definition, context, submission.values);
  return <FormRenderer store={store} currencyId={currencyId} readOnly />;
}

/**
 * /forms/{formId}/submissions/{submissionId}: what the team sent, as the form showed it; when the
 * form is editable after submitting, the team may reopen it, change answers and send it again.
 */
export default function ViewSubmissionPage() {
  const timeZone = useEventTimeZone();
  const { formId = '', submissionId = '' } = useParams();
  const fill = useMemberFill(formId);
  const loaded = useLoadedFormQuery(formId);
  const submission = useSubmissionQuery(submissionId);
  const confirmations = useConfirmationsQuery(formId);
  const teamId = submission.data?.teamId ?? '';
  const team = useTeamQuery(teamId, { skip: !teamId });
  const [isEditing, setIsEditing] = useState(false);
  const send = useSendAnswers({
    formId,
    submissionId,
    teamId: fill.teamId,
    taskId: submission.data?.taskId ?? '',
    context: fill.context!,
    confirmations: confirmations.data ?? [],
    loaded: loaded.data,
  });

  if (loaded.isLoading || submission.isLoading || !fill.context) return <LoadingOrError isLoading rows={8} />;
  if (!loaded.data || !submission.data || submission.data.formId !== formId)
    return <FormUnavailable message="This submission is not available." />;
  const { form, definition } = loaded.data;
  const canEdit = form.isEditable && !submission.data.isDraft && submission.data.teamId === fill.teamId;

  return (
    <div className="p-3 p-md-4">
      <FillFrame
        title={form.title}
        description={form.description}
        aside={
          <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
            <span className="small text-body-secondary flex-grow-1">
              {submission.data.isDraft ? 'Draft saved' : 'Submitted'}{' '}
              {formatDateTime(submission.data.updatedAt, timeZone)}
            </span>
            {submission.data.isDraft && (
              <Link to={buildPath('viewForm', { formId })} className="btn btn-primary btn-sm">
                Continue the form
              </Link>
            )}
            {!isEditing && (
              <PrintSubmissionButton
                size="sm"
                definition={definition}
                submission={submission.data}
                context={fill.context}
                details={{
                  formTitle: form.title,
                  teamName: team.data?.name ?? '',
                  currencyId: fill.currencyId,
                  timeZone,
                }}
              />
            )}
            {canEdit && !isEditing && (
              <Button size="sm" variant="outline-primary" onClick={() => setIsEditing(true)}>
                <Icon name="pencil" className="me-1" />
                Edit answers
              </Button>
            )}
          </div>
        }
      >
        {isEditing ? (
          <FormFill
            definition={definition}
            context={fill.context}
            initialValues={submission.data.values}
            currencyId={fill.currencyId}
            onSend={send}
            canSaveDraft={false}
            submitLabel="Save changes"
          />
        ) : (
          <SubmittedAnswers
            loaded={loaded.data}
            submission={submission.data}
            context={fill.context}
            currencyId={fill.currencyId}
          />
        )}
      </FillFrame>
    </div>
  );
}
