import { randomUUID } from 'node:crypto';
import { uploadContentType } from '../../../src/domain/file-types';
import { uploadFieldProblem } from '../../../src/domain/forms/field';
import { formCapProblem } from '../../../src/domain/forms/availability';
import type { Form } from '../../../src/domain/forms/form';
import { GUEST_UPLOAD_LIMIT_BYTES } from '../../../src/domain/constants';
import {
  addGuestSubmissionCallable,
  GUEST_HONEYPOT_NAME,
  GUEST_UPLOAD_TOO_LARGE,
  type GuestFile,
} from '../../../src/domain/forms/guest-callables';
import { GUEST_LOGIC_CONTEXT, type FormDefinition } from '../../../src/domain/forms/logic';
import {
  checkSubmissionValues,
  submissionCountsByForm,
  submissionSchema,
  type Submission,
} from '../../../src/domain/forms/submission';
import { downloadUrlOf, fileKeyParts, filePathsIn, withFilesAt } from '../../../src/domain/forms/file-keys';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { toSlug } from '../../../src/domain/slug';
import { adminFirestore, adminStorage } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { deliverSubmissionWebhooks } from '../webhooks/after-submit';
import {
  countGuestCreation,
  draftOfToken,
  guestDraftTokenDoc,
  loadPublicForm,
  requireFormWindowOpen,
} from './public-form';
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

type Transaction = FirebaseFirestore.Transaction;

/**
 * Refuses one more entry to a form whose entries are capped, with the words the fill-in screen
 * shows. The entries are counted as everywhere else (sent submissions); inside a transaction the
 * form's count record is read first, so two guests sending the last entry at once are taken one
 * after the other and the second is refused.
 */
async function requireEntryFree(paths: EventPaths, form: Form, transaction?: Transaction): Promise<number> {
  const countRef = adminFirestore().doc(paths.doc('formEntryCounts', form.id));
  const query = adminFirestore().collection(paths.collection('submissions')).where('formId', '==', form.id);
  if (transaction) await transaction.get(countRef);
  const snapshot = await (transaction ? transaction.get(query) : query.get());
  const sent =
    submissionCountsByForm(snapshot.docs.map((doc) => doc.data() as Pick<Submission, 'formId' | 'isDraft'>)).get(
      form.id,
    )?.sent ?? 0;
  const problem = formCapProblem(form, { total: sent });
  if (problem) throw new DomainError(problem.message, 'failed-precondition');
  return sent;
}

/**
 * A guest's answers to a public form ('Form is not public' otherwise). Every answer is checked on
 * the server with the form's logic, as the browser did: hidden fields are dropped, keys that are not
 * fields and invalid answers refused ('Invalid Submission data'). Files are stored under the
 * submission and field path; the submission is written as a guest's (no team, no creator), which
 * lists show as 'Guest submission'. Rate-limited per network address. Outside the form's opening
 * times, or once its entries are all taken, it is refused as the screen says. An answer in the
 * hidden trap field is a bot's: it gets a submission id as a person would, and nothing is stored
 * or mailed.
 */
export const addGuestSubmissionPublic = defineCallable({
  public: true,
  rateLimit: 'addGuestSubmissionPublic',
  input: addGuestSubmissionCallable.input,
  output: addGuestSubmissionCallable.output,
  timeoutSeconds: 120,
  handler: async ({ input }) => {
    const paths = eventPaths(input.eventId);
    const { form, definition } = await loadPublicForm(paths, input.formId);
    if (input[GUEST_HONEYPOT_NAME])
      return { submissionId: adminFirestore().collection(paths.collection('submissions')).doc().id };
    await requireFormWindowOpen(paths, form, new Date());
    const isCapped = form.entryLimit > 0;
    if (isCapped) await requireEntryFree(paths, form);
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
    const store = (transaction: Transaction) => {
      transaction.set(adminFirestore().doc(paths.doc('submissions', submissionId)), submission);
      // Sending replaces the guest's saved draft, and its link stops working.
      if (draft && input.draftToken) {
        transaction.delete(adminFirestore().doc(paths.doc('submissions', draft.submissionId)));
        transaction.delete(guestDraftTokenDoc(paths, input.draftToken));
      }
    };
    try {
      await adminFirestore().runTransaction(async (transaction) => {
        if (isCapped) {
          const sent = await requireEntryFree(paths, form, transaction);
          transaction.set(adminFirestore().doc(paths.doc('formEntryCounts', form.id)), {
            formId: form.id,
            sent: sent + 1,
          });
        }
        store(transaction);
      });
    } catch (error) {
      // Refused at the last moment: the files stored for it go too.
      await Promise.all(files.map((file) => bucket.file(file.path).delete({ ignoreNotFound: true })));
      throw error;
    }
    await deliverSubmissionWebhooks(input.eventId, submissionId);
    return { submissionId };
  },
});
