import { useMemo } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { useFormLogicCustomFieldsQuery, useLoadedFormQuery, useSubmissionQuery } from '../../../data/forms/forms-api';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamQuery } from '../../../data/teams/teams-api';
import { useEventUserQuery } from '../../../data/users/users-api';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { GUEST_LOGIC_CONTEXT, memberLogicContext, type LogicContext } from '../../../domain/forms/logic';
import { submitterName } from '../../../domain/forms/submission';
import { submissionStatus } from '../../../domain/forms/submission-report';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { PrintSubmissionButton } from '../print/print-submission-button';
import { FormFill } from '../fill/form-fill';
import { FormUnavailable } from '../fill/form-unavailable';
import { useStoreAnswers } from '../fill/use-send-answers';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /admin/forms/{formId}/submissions/{submissionId}/edit: an organiser reads and changes one answer
 * with the same renderer and checks as filling in. The logic sees the answering person, their team's
 * custom fields and details (a guest's: none), as when they filled it in. A draft may stay a draft.
 */
export default function EditSubmissionPage() {
  const timeZone = useEventTimeZone();
  const { formId = '', submissionId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const submission = useSubmissionQuery(submissionId);
  const teamId = submission.data?.teamId ?? '';
  const team = useTeamQuery(teamId, { skip: !teamId });
  const creatorId = submission.data?.isGuest ? '' : (submission.data?.createdBy ?? '');
  const creator = useEventUserQuery(creatorId, { skip: !creatorId });
  const currencyId = useSettings('variables').data?.currencyId;
  const storeAnswers = useStoreAnswers();
  const listPath = buildPath('manageSubmissions', { formId });

  const adminOnly = useFormLogicCustomFieldsQuery({ formId, teamId }, { skip: !teamId });
  // The logic runs as the person who answered (their role, team and its custom fields), never as the
  // organiser editing: an "is an organiser" rule must not flip and drop the team's answers on save.
  const context = useMemo<LogicContext | undefined>(() => {
    if (!submission.data) return undefined;
    if (submission.data.isGuest) return GUEST_LOGIC_CONTEXT;
    if ((teamId && (team.isLoading || adminOnly.isLoading)) || (creatorId && creator.isLoading)) return undefined;
    const person = { teamId, email: creator.data?.email ?? '', role: creator.data?.permissions ?? '' };
    return memberLogicContext(person, team.data, { outcomes: adminOnly.data });
  }, [
    submission.data,
    teamId,
    team.isLoading,
    team.data,
    adminOnly.isLoading,
    adminOnly.data,
    creatorId,
    creator.isLoading,
    creator.data,
  ]);

  const form = loaded.data?.form;
  const answer = submission.data?.formId === formId ? submission.data : undefined;
  const sender =
    answer &&
    (submitterName(answer, () =>
      creator.data ? `${creator.data.firstName} ${creator.data.surname}`.trim() : undefined,
    ) ||
      'Unknown');
  return (
    <AdminPage
      title={sender ? `Submission of ${sender}` : 'Edit Submission'}
      description={form ? `An answer to ${form.title}. Changes are checked as when filling in.` : undefined}
      actions={
        <>
          {loaded.data && answer && context && (
            <PrintSubmissionButton
              definition={loaded.data.definition}
              submission={answer}
              context={context}
              details={{
                formTitle: loaded.data.form.title,
                teamName: team.data?.name ?? 'Unknown team',
                currencyId,
                timeZone,
              }}
            />
          )}
          <Link to={listPath} className="btn btn-outline-secondary">
            <Icon name="arrow-left" className="me-2" />
            All submissions
          </Link>
        </>
      }
    >
      {form && <FormShortcuts form={form} />}
      <LoadingOrError isLoading={loaded.isLoading || submission.isLoading || Boolean(answer && !context)} rows={8} />
      {!loaded.isLoading && !submission.isLoading && (!loaded.data || !answer) && (
        <FormUnavailable message="This submission is not available." />
      )}
      {loaded.data && answer && context && (
        <div className="form-fill-frame">
          <p className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mb-4">
            <Badge bg={answer.isDraft ? 'secondary' : 'success'}>{submissionStatus(answer)}</Badge>
            {teamId && <span>{team.data?.name ?? 'Unknown team'}</span>}
            <span>Updated {formatDateTime(answer.updatedAt, timeZone)}</span>
          </p>
          <FormFill
            key={answer.id}
            definition={loaded.data.definition}
            context={context}
            initialValues={answer.values}
            currencyId={currencyId}
            canSaveDraft={answer.isDraft}
            submitLabel={answer.isDraft ? 'Submit' : 'Save changes'}
            onSend={async (request) => {
              await storeAnswers(
                {
                  formId,
                  submissionId: answer.id,
                  teamId: answer.teamId,
                  taskId: answer.taskId,
                  context,
                  loaded: loaded.data,
                },
                request,
              );
              feedback.showSuccess();
              navigate(listPath);
            }}
          />
        </div>
      )}
    </AdminPage>
  );
}
