import {
  checkSubmissionValues,
  isSentSubmission,
  SUBMISSION_DRAFT_FLAG,
  submissionSchema,
  type Submission,
  type SubmissionCounts,
} from '../../domain/forms/submission';
import {
  submissionReportFileName,
  submissionReportTable,
  type SubmissionReportNames,
} from '../../domain/forms/submission-report';
import { taskStatusAfterDeletion, taskStatusAfterSubmission } from '../../domain/forms/task-link';
import { uploadFieldProblem, type Field } from '../../domain/forms/field';
import type { LogicContext } from '../../domain/forms/logic';
import { formLogicCustomFieldsCallable } from '../../domain/forms/logic-callables';
import { fileKeyParts, withFilesAt, withOwnFilesOnly } from '../../domain/forms/file-keys';
import {
  addGuestSubmissionCallable,
  getGuestDraftCallable,
  GUEST_HONEYPOT_NAME,
  GUEST_UPLOAD_TOO_LARGE,
  saveGuestDraftCallable,
} from '../../domain/forms/guest-callables';
import type { SubmissionValues, UploadedFile } from '../../domain/forms/values';
import { formCapProblem, onePerTeamSubmissionId } from '../../domain/forms/availability';
import { FORM_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import { taskSchema, taskStatusSchema, type TaskStatus } from '../../domain/tasks';
import { uploadContentType } from '../../domain/file-types';
import { GUEST_UPLOAD_LIMIT_BYTES } from '../../domain/constants';
import { toSlug } from '../../domain/slug';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  countDocuments,
  parseDocument,
  parseDocuments,
  readCollection,
  readDocument,
  runInTransaction,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
  type StoredDocument,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';
import { storageDownloadUrlBase, uploadWithProgress } from '../../lib/firebase/storage';
import { deleteStorageFolder } from '../../lib/firebase/storage-folder';
import { deliverSubmissionWebhooks } from '../webhooks/webhooks-store';
import { reportFile, type ReportFormat } from '../report-file';
import { getLoadedForm, type LoadedForm } from './forms-store';
import { newDocumentId } from '../../domain/paths';

// Submissions and drafts of team members and organisers (guests go through addGuestSubmissionPublic).
// Files are uploaded under events/{eventId}/submissions/{submissionId}/{fieldId}/ (inside a template:
// {templateId}/{loopIndex}/{fieldId}/) before the submission that lists them is written.

const paths = () => firebaseClient().paths;
const submissionPath = (id: string) => paths().doc('submissions', id);

/** A submission as screens show it: file answers only of its own stored files (see withOwnFilesOnly). */
function asShown(submission: Submission): Submission {
  return {
    ...submission,
    values: withOwnFilesOnly(
      submission.values,
      paths().storage('submissions', submission.id),
      storageDownloadUrlBase(),
    ),
  };
}

export async function getSubmission(submissionId: string): Promise<Submission> {
  if (!submissionId) throw new Error(MISSING_ID_MESSAGES.id);
  return asShown(
    await readEntity(submissionPath(submissionId), submissionSchema, 'submission', {
      invalid: FORM_MESSAGES.invalidSubmission,
    }),
  );
}

/** Each form's sent submissions and drafts (organisers): two count queries per form, on formId and the draft flag. */
export async function getSubmissionCounts(formIds: readonly string[]): Promise<Record<string, SubmissionCounts>> {
  const countOf = (formId: string, isDraft: boolean) =>
    countDocuments(
      paths().collection('submissions'),
      where('formId', '==', formId),
      where(SUBMISSION_DRAFT_FLAG, '==', isDraft),
    );
  return Object.fromEntries(
    await Promise.all(
      formIds.map(async (formId) => {
        const [sent, drafts] = await Promise.all([countOf(formId, false), countOf(formId, true)]);
        return [formId, { sent, drafts }] as const;
      }),
    ),
  );
}

/** Every submission of a form (organisers). */
export async function listFormSubmissions(formId: string): Promise<Submission[]> {
  return parseDocuments(
    submissionSchema,
    'submission',
    await readCollection(paths().collection('submissions'), where('formId', '==', formId)),
  ).map(asShown);
}

/** A team's submissions and drafts, of one form or of all (the filter the rules check: the team). */
export async function listTeamSubmissions(teamId: string, formId?: string): Promise<Submission[]> {
  const constraints = [where('teamId', '==', teamId), ...(formId ? [where('formId', '==', formId)] : [])];
  return parseDocuments(
    submissionSchema,
    'submission',
    await readCollection(paths().collection('submissions'), ...constraints),
  ).map(asShown);
}

/** What a fill-in screen saves: answers (with files already stored), and files chosen but not yet uploaded. */
export interface SubmissionInput {
  formId: string;
  /** The submission being continued or edited; a new one when absent. */
  submissionId?: string;
  teamId: string;
  taskId?: string;
  isDraft: boolean;
  values: Readonly<Record<string, unknown>>;
  /** New files by field key (the field id, or loopFieldKey(templateId, loopIndex, fieldId) inside a template). */
  files?: Readonly<Record<string, readonly File[]>>;
  /** Who fills in, for the logic's custom, user and admin sources. */
  context: LogicContext;
  /** The form as the screen loaded it, so sending does not read it again (read when absent). */
  loaded?: LoadedForm;
}

/** The field a file key names: a form field, or a field of the group placed by a template. */
function fieldForKey(loaded: LoadedForm, key: string): Field | undefined {
  const { fieldId, templateId } = fileKeyParts(key);
  if (templateId === undefined) return loaded.definition.fields.find((field) => field.id === fieldId);
  const template = loaded.definition.fields.find((field) => field.id === templateId);
  if (template?.type !== 'template') return undefined;
  return loaded.definition.fieldGroups[template.fieldGroupId]?.fields.find((field) => field.id === fieldId);
}

/** Files by key as the entries withFilesAt adds. */
function entriesOf(
  filesByKey: Readonly<Record<string, readonly UploadedFile[]>>,
): { key: string; entry: UploadedFile }[] {
  return Object.entries(filesByKey).flatMap(([key, files]) => files.map((entry) => ({ key, entry })));
}

function fileStoragePath(submissionId: string, key: string, file: File, position: number): string {
  const dot = file.name.lastIndexOf('.');
  const base = toSlug(dot > 0 ? file.name.slice(0, dot) : file.name) || 'file';
  const extension =
    dot > 0
      ? file.name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return paths().storage(
    'submissions',
    submissionId,
    ...key.split('.'),
    `${Date.now()}-${position}-${base}${extension ? `.${extension}` : ''}`,
  );
}

/** The task status writes of a submission tied to a task (checked: 'Invalid taskProgress data'). */
async function taskLinkOperations(taskId: string, teamId: string, isDraft: boolean): Promise<BatchOperation[]> {
  if (!taskId || !teamId) return [];
  const taskSnapshot = await readDocument(paths().doc('tasks', taskId));
  if (!taskSnapshot.exists()) return [];
  const task = parseDocument(taskSchema, 'task', taskSnapshot, FORM_MESSAGES.invalidTaskProgress);
  const statusSnapshot = await readDocument(paths().taskStatus(taskId, teamId));
  const current = statusSnapshot.exists()
    ? parseDocument(taskStatusSchema, 'taskStatus', statusSnapshot, FORM_MESSAGES.invalidTaskProgress)
    : undefined;
  const next = taskStatusAfterSubmission(current, task, teamId, { isDraft });
  if (current && JSON.stringify(current) === JSON.stringify(next)) return [];
  const stamped: TaskStatus = current ? withUpdateStamp(next) : withCreateStamp(next);
  return [
    {
      type: 'set',
      path: paths().taskStatus(taskId, teamId),
      data: checkForWrite(taskStatusSchema, stamped, FORM_MESSAGES.invalidTaskProgress),
    },
  ];
}

/**
 * Saves a draft or sends a submission. The answers are checked with the form's logic first
 * ('Invalid Submission data'); a new submission is stored as a draft before its files go up (the
 * storage rules let a team write only under its own submission), then every file is uploaded with
 * progress, the answers are checked again with the stored files ('Invalid submission data after
 * upload'), and the submission and its task status are written in one batch. An organiser editing a
 * team's or a guest's submission keeps its team and guest flag.
 */
export async function saveSubmission(
  input: SubmissionInput,
  onProgress?: (file: File, percent: number) => void,
): Promise<Submission> {
  const [loaded, existing] = await Promise.all([
    input.loaded ?? getLoadedForm(input.formId),
    input.submissionId ? getSubmission(input.submissionId) : undefined,
  ]);
  if (existing && existing.formId !== input.formId) throw new Error(FORM_MESSAGES.invalidSubmission);
  // A one-per-team form keeps a team's draft and entry in one record (the rules refuse another id).
  const submissionId =
    existing?.id ??
    (loaded.form.isOnePerTeam && input.teamId ? onePerTeamSubmissionId(input.formId, input.teamId) : newDocumentId());
  const folder = paths().storage('submissions', submissionId);
  const pending = Object.entries(input.files ?? {}).filter(([, files]) => files.length > 0);

  // Check the files as they will be stored, before anything is uploaded.
  for (const [key, files] of pending) {
    const field = fieldForKey(loaded, key);
    if (field?.type !== 'upload') throw new Error(FORM_MESSAGES.invalidSubmission);
    for (const file of files) {
      const problem = uploadFieldProblem(field, file, 'member');
      if (problem) throw new Error(problem);
    }
  }
  const placeholders = Object.fromEntries(
    pending.map(([key, files]) => [
      key,
      files.map((file, position) => ({
        name: file.name,
        path: fileStoragePath(submissionId, key, file, position),
        url: 'pending',
        size: file.size,
        contentType: uploadContentType(file.name, file.type),
      })),
    ]),
  );
  const checkOptions = { isDraft: input.isDraft, submissionFolder: folder };
  const values = checkSubmissionValues(
    loaded.definition,
    withFilesAt(input.values, entriesOf(placeholders)),
    input.context,
    checkOptions,
  );

  const base = {
    id: submissionId,
    formId: input.formId,
    teamId: existing?.teamId ?? input.teamId,
    taskId: input.taskId || existing?.taskId || '',
    isGuest: existing?.isGuest ?? false,
  };
  let draft: Submission | undefined;
  if (!existing && pending.length) {
    // The record the storage rules check must exist before its files are written.
    draft = checkForWrite(
      submissionSchema,
      withCreateStamp({
        ...base,
        isDraft: true,
        values: checkSubmissionValues(loaded.definition, input.values, input.context, {
          ...checkOptions,
          isDraft: true,
        }),
      }),
      FORM_MESSAGES.invalidSubmission,
    );
    await commitInBatches([{ type: 'set', path: submissionPath(submissionId), data: draft }]);
  }

  for (const [, files] of pending) for (const file of files) onProgress?.(file, 0);
  const uploaded = Object.fromEntries(
    await Promise.all(
      pending.map(async ([key, files]) => {
        const stored = await Promise.all(
          files.map(async (file, position) => {
            const path = placeholders[key]![position]!.path;
            const contentType = uploadContentType(file.name, file.type);
            const { url } = await uploadWithProgress(path, file, (percent) => onProgress?.(file, percent), {
              contentType,
              contentDisposition: `attachment; filename="${file.name.replace(/["\\]/g, '')}"`,
            });
            onProgress?.(file, 100);
            return { name: file.name, path, url, size: file.size, contentType };
          }),
        );
        return [key, stored] as const;
      }),
    ),
  );

  let finalValues: SubmissionValues = values;
  if (pending.length) {
    try {
      finalValues = checkSubmissionValues(
        loaded.definition,
        withFilesAt(input.values, entriesOf(uploaded)),
        input.context,
        { ...checkOptions, downloadUrlBase: storageDownloadUrlBase() },
      );
    } catch (error) {
      throw new Error(FORM_MESSAGES.invalidSubmissionAfterUpload, { cause: error });
    }
  }
  const record = { ...base, isDraft: input.isDraft, values: finalValues };
  const created = existing ?? draft;
  const stamped = created
    ? withUpdateStamp({ ...record, createdAt: created.createdAt, createdBy: created.createdBy })
    : withCreateStamp(record);
  const submission = checkForWrite(submissionSchema, stamped, FORM_MESSAGES.invalidSubmission);
  const operations: BatchOperation[] = [
    { type: 'set', path: submissionPath(submission.id), data: submission },
    ...(await taskLinkOperations(submission.taskId, submission.teamId, submission.isDraft)),
  ];
  const isNewEntry = isSentSubmission(submission) && !(existing && isSentSubmission(existing));
  if (isNewEntry && loaded.form.entryLimit > 0) await commitCountedEntry(loaded.form, submission.id, operations);
  else await commitInBatches(operations);
  if (!submission.isDraft) deliverSubmissionWebhooks(submission.id);
  return submission;
}

/**
 * Writes a new entry of a form whose entries are capped: in one transaction with its count, raised
 * by one and naming the entry, as the rules require. Once the form has all its entries it is
 * refused with the words the fill-in screen shows; two sending the last entry at once are taken
 * one after the other (the count read is the transaction's), and the second is refused.
 */
async function commitCountedEntry(
  form: LoadedForm['form'],
  submissionId: string,
  operations: BatchOperation[],
): Promise<void> {
  const countPath = paths().doc('formEntryCounts', form.id);
  await runInTransaction(async (transaction) => {
    const sent = entriesIn(await transaction.read(countPath));
    const problem = formCapProblem(form, { total: sent });
    if (problem) throw new Error(problem.message);
    for (const operation of operations) transaction.write(operation);
    transaction.write({
      type: 'set',
      path: countPath,
      data: { formId: form.id, sent: sent + 1, lastEntryId: submissionId },
    });
  });
}

/**
 * Deletes a submission (organisers) with its stored files; a sent submission tied to a task sets the task's isComplete back to false.
 */
export async function deleteSubmission(submissionId: string): Promise<void> {
  const submission = await getSubmission(submissionId);
  const operations: BatchOperation[] = [{ type: 'delete', path: submissionPath(submissionId) }];
  if (submission.taskId && submission.teamId && isSentSubmission(submission)) {
    const statusSnapshot = await readDocument(paths().taskStatus(submission.taskId, submission.teamId));
    if (statusSnapshot.exists()) {
      const status = parseDocument(taskStatusSchema, 'taskStatus', statusSnapshot, FORM_MESSAGES.invalidTaskProgress);
      operations.push({
        type: 'set',
        path: paths().taskStatus(submission.taskId, submission.teamId),
        data: checkForWrite(
          taskStatusSchema,
          withUpdateStamp(taskStatusAfterDeletion(status)),
          FORM_MESSAGES.invalidTaskProgress,
        ),
      });
    }
  }
  if (isSentSubmission(submission)) {
    // A capped form's count loses the entry, so the place is free again for teams.
    const countPath = paths().doc('formEntryCounts', submission.formId);
    const sent = entriesIn(await readDocument(countPath));
    if (sent > 0) operations.push({ type: 'update', path: countPath, data: { sent: sent - 1 } });
  }
  await deleteStorageFolder(paths().storage('submissions', submissionId));
  await commitInBatches(operations);
}

/** Base64 of a file's bytes, in slices so a large file does not overflow the call stack. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** What a guest sends: answers and chosen files by field key. */
export interface GuestSubmissionInput {
  formId: string;
  values: Readonly<Record<string, unknown>>;
  files?: Readonly<Record<string, readonly File[]>>;
  /** The resume token of the guest's saved draft, which sending replaces. */
  draftToken?: string;
  /** What the hidden trap field holds ('' from a person). */
  honeypot?: string;
}

/**
 * A guest's submission through addGuestSubmissionPublic (guests write nothing directly). Files
 * travel in the call, so their sum is checked here first for a quick, clear refusal.
 */
export async function createGuestSubmission(input: GuestSubmissionInput): Promise<{ submissionId: string }> {
  const chosen = Object.entries(input.files ?? {}).flatMap(([key, files]) => files.map((file) => ({ key, file })));
  if (chosen.reduce((sum, { file }) => sum + file.size, 0) > GUEST_UPLOAD_LIMIT_BYTES)
    throw new Error(GUEST_UPLOAD_TOO_LARGE);
  const files = await Promise.all(
    chosen.map(async ({ key, file }) => ({ key, name: file.name, contentType: file.type, data: await base64Of(file) })),
  );
  return callFunction(
    addGuestSubmissionCallable,
    {
      formId: input.formId,
      values: { ...input.values },
      files,
      draftToken: input.draftToken,
      [GUEST_HONEYPOT_NAME]: input.honeypot || undefined,
    },
    { timeoutMs: 120_000 },
  );
}

/** The entries a form's count record holds (0 before any). */
function entriesIn(snapshot: StoredDocument): number {
  const sent: unknown = snapshot.exists() ? snapshot.data()?.sent : 0;
  return typeof sent === 'number' ? sent : 0;
}

/** How many entries a capped form has taken, as its sends last counted them (0 before any). */
export async function getFormEntryCount(formId: string): Promise<number> {
  return entriesIn(await readDocument(paths().doc('formEntryCounts', formId)));
}

/** Saves a guest's answers so far; the resume link is emailed to them (saveGuestDraftPublic). */
export async function saveGuestDraft(input: {
  formId: string;
  email: string;
  values: Readonly<Record<string, unknown>>;
  draftToken?: string;
}): Promise<void> {
  await callFunction(saveGuestDraftCallable, {
    formId: input.formId,
    email: input.email,
    values: { ...input.values },
    draftToken: input.draftToken,
  });
}

/** The answers a guest's resume link holds (getGuestDraftPublic). */
export async function getGuestDraft(input: { formId: string; draftToken: string }): Promise<Record<string, unknown>> {
  return (await callFunction(getGuestDraftCallable, input)).values;
}

/** Whether each of the form's rules on a team's admin-only custom fields matches (getFormLogicCustomFields). */
export async function getFormLogicCustomFields(input: {
  formId: string;
  teamId: string;
}): Promise<Record<string, boolean>> {
  if (!input.teamId) return {};
  return (await callFunction(formLogicCustomFieldsCallable, input)).outcomes;
}

/** The export of a form's submissions (organisers) as CSV or XLSX, with the names the caller already holds. */
export async function submissionReportFile(
  loaded: Pick<LoadedForm, 'form' | 'definition'>,
  submissions: readonly Submission[],
  names: SubmissionReportNames,
  format: ReportFormat,
  now = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const table = submissionReportTable(loaded.definition, submissions, names);
  return {
    blob: await reportFile(table, format, 'Submissions'),
    fileName: submissionReportFileName(loaded.form.title, format, now, names.timeZone),
  };
}
