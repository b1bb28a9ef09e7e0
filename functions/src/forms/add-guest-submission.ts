import { randomUUID } from 'node:crypto';
import { uploadContentType } from '../../../src/domain/file-types';
import { uploadFieldProblem } from '../../../src/domain/forms/field';
import { GUEST_UPLOAD_LIMIT_BYTES } from '../../../src/domain/constants';
import {
  addGuestSubmissionCallable,
  GUEST_UPLOAD_TOO_LARGE,
  type GuestFile,
} from '../../../src/domain/forms/guest-callables';
import { GUEST_LOGIC_CONTEXT, type FormDefinition } from '../../../src/domain/forms/logic';
import { checkSubmissionValues, submissionSchema } from '../../../src/domain/forms/submission';
import { downloadUrlOf, fileKeyParts, filePathsIn, withFilesAt } from '../../../src/domain/forms/file-keys';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { toSlug } from '../../../src/domain/slug';
import { adminFirestore, adminStorage } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { deliverSubmissionWebhooks } from '../webhooks/after-submit';
import { countGuestCreation, draftOfToken, guestDraftTokenDoc, loadPublicForm } from './public-form';
import { storageDownloadUrlBase } from './sent-answers';

/** The upload field a file key names, or undefined. */
function uploadFieldFor(definition: FormDefinition, key: string) {
  const { fieldId, templateId } = fileKeyParts(key);
  const template = templateId ? definition.fields.find((field) => field.id === templateId) : undefined;
  const fields =
    template?.type === 'template'
      ? (definition.fieldGroups[template.fieldGroupId]?.fields ?? [])
      : templateId
        ? []
        : definition.fields;
  const field = fields.find((candidate) => candidate.id === fieldId);
  return field?.type === 'upload' ? field : undefined;
}

interface DecodedFile {
  key: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  path: string;
}

function decodeFiles(
  definition: FormDefinition,
  paths: EventPaths,
  submissionId: string,
  files: readonly GuestFile[],
): DecodedFile[] {
  const decoded = files.map((file, position) => {
    const bytes = Buffer.from(file.data, 'base64');
    const dot = file.name.lastIndexOf('.');
    const base = toSlug(dot > 0 ? file.name.slice(0, dot) : file.name) || 'file';
    const extension =
      dot > 0
        ? file.name
            .slice(dot + 1)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')
        : '';
    const path = paths.storage(
      'submissions',
      submissionId,
      ...file.key.split('.'),
      `${position}-${base}${extension ? `.${extension}` : ''}`,
    );
    return { key: file.key, name: file.name, contentType: uploadContentType(file.name, file.contentType), bytes, path };
  });
  if (decoded.reduce((sum, file) => sum + file.bytes.length, 0) > GUEST_UPLOAD_LIMIT_BYTES)
    throw new DomainError(GUEST_UPLOAD_TOO_LARGE, 'invalid-argument');
  for (const file of decoded) {
    const field = uploadFieldFor(definition, file.key);
    if (!field) throw new DomainError(FORM_MESSAGES.invalidSubmission, 'invalid-argument');
    const problem = uploadFieldProblem(
      field,
      { name: file.name, type: file.contentType, size: file.bytes.length },
      'guest',
    );
    if (problem) throw new DomainError(problem, 'invalid-argument');
  }
  return decoded;
}

/**
 * A guest's answers to a public form ('Form is not public' otherwise). Every answer is checked on
 * the server with the form's logic, as the browser did: hidden fields are dropped, keys that are not
 * fields and invalid answers refused ('Invalid Submission data'). Files are stored under the
 * submission and field path; the submission is written as a guest's (no team, no creator), which
 * lists show as 'Guest submission'. Rate-limited per network address.
 */
export const addGuestSubmissionPublic = defineCallable({
  public: true,
  rateLimit: 'addGuestSubmissionPublic',
  input: addGuestSubmissionCallable.input,
  output: addGuestSubmissionCallable.output,
  timeoutSeconds: 120,
  handler: async ({ input }) => {
    const paths = eventPaths(input.eventId);
    const { definition } = await loadPublicForm(paths, input.formId);
    const draft = input.draftToken ? await draftOfToken(paths, input.formId, input.draftToken, new Date()) : undefined;
    const submissionId = adminFirestore().collection(paths.collection('submissions')).doc().id;
    const folder = paths.storage('submissions', submissionId);
    const decoded = decodeFiles(definition, paths, submissionId, input.files);
    const bucket = adminStorage().bucket();
    const entryOf = (file: DecodedFile) => ({
      key: file.key,
      entry: {
        name: file.name,
        path: file.path,
        url: downloadUrlOf(storageDownloadUrlBase(), file.path, randomUUID()),
        size: file.bytes.length,
        contentType: file.contentType,
      },
    });
    const check = (values: Record<string, unknown>, message: string) => {
      try {
        return checkSubmissionValues(definition, values, GUEST_LOGIC_CONTEXT, {
          isDraft: false,
          submissionFolder: folder,
        });
      } catch {
        throw new DomainError(message, 'invalid-argument');
      }
    };
    // Checked before anything is stored, then again with the stored files. Files of answers the
    // form's logic hides are dropped with their answers, so they are never stored.
    const shownPaths = new Set(
      filePathsIn(check(withFilesAt(input.values, decoded.map(entryOf)), FORM_MESSAGES.invalidSubmission)),
    );
    const files = decoded.filter((file) => shownPaths.has(file.path));
    const stored = files.map(entryOf);
    await countGuestCreation(input.eventId, input.formId);
    await Promise.all(
      files.map((file, index) =>
        bucket.file(file.path).save(file.bytes, {
          resumable: false,
          contentType: file.contentType,
          metadata: {
            contentDisposition: 'attachment',
            metadata: { firebaseStorageDownloadTokens: new URL(stored[index]!.entry.url).searchParams.get('token')! },
          },
        }),
      ),
    );
    const values = check(withFilesAt(input.values, stored), FORM_MESSAGES.invalidSubmissionAfterUpload);
    const now = new Date().toISOString();
    const submission = submissionSchema.parse({
      id: submissionId,
      formId: input.formId,
      teamId: '',
      taskId: '',
      isDraft: false,
      isGuest: true,
      values,
      createdAt: now,
      createdBy: '',
      updatedAt: now,
      updatedBy: '',
    });
    const batch = adminFirestore().batch();
    batch.set(adminFirestore().doc(paths.doc('submissions', submissionId)), submission);
    // Sending replaces the guest's saved draft, and its link stops working.
    if (draft && input.draftToken) {
      batch.delete(adminFirestore().doc(paths.doc('submissions', draft.submissionId)));
      batch.delete(guestDraftTokenDoc(paths, input.draftToken));
    }
    await batch.commit();
    await deliverSubmissionWebhooks(input.eventId, submissionId);
    return { submissionId };
  },
});
