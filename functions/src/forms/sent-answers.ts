import { downloadUrlBase } from '../../../src/domain/forms/file-keys';
import type { FormDefinition, LogicContext } from '../../../src/domain/forms/logic';
import { checkSubmissionValues, type Submission } from '../../../src/domain/forms/submission';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import type { EventPaths } from '../../../src/domain/paths';
import { adminStorage } from '../lib/admin';
import { DomainError } from '../lib/domain-error';

/** Where this project's stored files download from: the local emulator when running locally, Cloud Storage when deployed. */
export function storageDownloadUrlBase(): string {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return downloadUrlBase(
    host ? `http://${host}` : 'https://firebasestorage.googleapis.com',
    adminStorage().bucket().name,
  );
}

/**
 * A team's answers are written from the browser, so before the server mails them or posts them to
 * a webhook it checks them again as the fill-in screen did, with the submitter's logic: every key a
 * field of the form, every answer valid, every file stored in this submission's folder and linked
 * to its own download address. 'Invalid Submission data' otherwise.
 */
export function requireValidSentAnswers(
  paths: EventPaths,
  definition: FormDefinition,
  submission: Submission,
  context: LogicContext,
): void {
  try {
    checkSubmissionValues(definition, submission.values, context, {
      isDraft: false,
      submissionFolder: paths.storage('submissions', submission.id),
      downloadUrlBase: storageDownloadUrlBase(),
    });
  } catch {
    throw new DomainError(FORM_MESSAGES.invalidSubmission, 'invalid-argument');
  }
}
