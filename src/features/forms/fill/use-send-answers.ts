import { useNavigate } from 'react-router';
import { useCreateSubmissionMutation, useUpdateSubmissionMutation } from '../../../data/forms/forms-api';
import type { LoadedForm } from '../../../data/forms/forms-store';
import { chooseConfirmation, type Confirmation } from '../../../domain/forms/form';
import type { LogicContext } from '../../../domain/forms/logic';
import type { Submission } from '../../../domain/forms/submission';
import { buildPath } from '../../../domain/routes';
import { separateChosenFiles } from '../renderer/upload-entries';
import type { SendRequest } from './form-fill';

interface StoreTarget {
  formId: string;
  /** The draft being finished or the submission being changed; a new submission when absent. */
  submissionId: string | undefined;
  teamId: string;
  taskId: string;
  context: LogicContext;
  /** The form as the screen loaded it: sending then does not read it again. */
  loaded: LoadedForm | undefined;
}

interface SendTarget extends StoreTarget {
  confirmations: readonly Confirmation[];
}

/**
 * Stores answers from a fill-in screen: the chosen files are uploaded with progress under the
 * submission, then the submission is written. Resolves with the stored submission.
 */
export function useStoreAnswers(): (target: StoreTarget, request: SendRequest) => Promise<Submission> {
  const [createSubmission] = useCreateSubmissionMutation();
  const [updateSubmission] = useUpdateSubmissionMutation();
  return ({ formId, submissionId, teamId, taskId, context, loaded }, { result, store, isDraft }) => {
    const storeSubmission = submissionId ? updateSubmission : createSubmission;
    const { values, files, chosen } = separateChosenFiles(result.values, store.getState().values);
    const onProgress = (file: File, percent: number) => {
      const pending = chosen.find((each) => each.file === file);
      if (pending) store.setUploadProgress(pending.pendingId, percent);
    };
    return storeSubmission({
      input: { formId, submissionId, teamId, taskId, isDraft, values, files, context, loaded },
      onProgress,
    }).unwrap();
  };
}

/**
 * Saves a team's answers and moves on: a draft to the draft-saved screen, a submission to the
 * active confirmation whose rules match, else the default (else the submission itself).
 */
export function useSendAnswers(target: SendTarget): (request: SendRequest) => Promise<void> {
  const navigate = useNavigate();
  const storeAnswers = useStoreAnswers();
  return async (request) => {
    const submission = await storeAnswers(target, request);
    if (request.isDraft) {
      navigate(buildPath('viewDraftConfirmation', { formId: target.formId }));
      return;
    }
    const confirmation = chooseConfirmation(target.confirmations, request.result.visibility.rulesMatch);
    navigate(
      confirmation
        ? buildPath('viewConfirmation', { formId: target.formId, confirmationId: confirmation.id })
        : buildPath('viewSubmission', { formId: target.formId, submissionId: submission.id }),
    );
  };
}
