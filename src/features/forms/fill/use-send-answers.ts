import { useNavigate } from 'react-router';
import { useSaveSubmissionMutation } from '../../../data/forms/forms-api';
import { chooseConfirmation, type Confirmation } from '../../../domain/forms/form';
import type { LogicContext } from '../../../domain/forms/logic';
import { buildPath } from '../../../domain/routes';
import { separateChosenFiles } from '../renderer/upload-entries';
import type { SendRequest } from './form-fill';

interface SendTarget {
  formId: string;
  /** The draft being finished or the submission being changed; a new submission when absent. */
  submissionId: string | undefined;
  teamId: string;
  taskId: string;
  context: LogicContext;
  confirmations: readonly Confirmation[];
}

/**
 * Saves a team's answers (chosen files uploaded with progress under the submission) and moves on:
 * a draft to the draft-saved screen, a submission to the active confirmation whose rules match,
 * else the default (else the submission itself).
 */
export function useSendAnswers(target: SendTarget): (request: SendRequest) => Promise<void> {
  const navigate = useNavigate();
  const [saveSubmission] = useSaveSubmissionMutation();
  return async ({ result, store, isDraft }) => {
    const { values, files, pendingIds } = separateChosenFiles(result.values, store.getState().values);
    const onProgress = (percent: number) => pendingIds.forEach((pendingId) => store.setUploadProgress(pendingId, percent));
    const submission = await saveSubmission({
      input: { formId: target.formId, submissionId: target.submissionId, teamId: target.teamId, taskId: target.taskId, isDraft, values, files, context: target.context },
      onProgress,
    }).unwrap();
    if (isDraft) {
      navigate(buildPath('viewDraftConfirmation', { formId: target.formId }));
      return;
    }
    const confirmation = chooseConfirmation(target.confirmations, result.visibility.rulesMatch);
    navigate(
      confirmation
        ? buildPath('viewConfirmation', { formId: target.formId, confirmationId: confirmation.id })
        : buildPath('viewSubmission', { formId: target.formId, submissionId: submission.id }),
    );
  };
}
