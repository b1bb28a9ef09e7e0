import type { UploadedFile } from '../../../domain/forms/values';
import { uploadContentType } from '../../../domain/file-types';
import { loopFieldKey } from '../../../domain/forms/submission';

/** A file chosen in an upload field, not stored yet: it is uploaded when the form is sent or saved. */
export interface PendingFile {
  pendingId: string;
  file: File;
}

/** What an upload field holds while being filled in: files stored earlier (a draft's) and files just chosen. */
export type UploadEntry = UploadedFile | PendingFile;

export function isPendingFile(entry: unknown): entry is PendingFile {
  return typeof entry === 'object' && entry !== null && 'pendingId' in entry && 'file' in entry;
}

let pendingCount = 0;
export function pendingFile(file: File): PendingFile {
  pendingCount += 1;
  return { pendingId: `pending-${pendingCount}`, file };
}

/** A chosen file as the checks see it before upload (its name, type and size are what they check). */
function provisional({ pendingId, file }: PendingFile): UploadedFile {
  return {
    name: file.name,
    path: pendingId,
    url: pendingId,
    size: file.size,
    contentType: uploadContentType(file.name, file.type),
  };
}

type Tree = unknown;

/** Rebuilds answers with each chosen file replaced, deep inside templates too. */
function mapPending(value: Tree, replace: (pending: PendingFile) => unknown): Tree {
  if (isPendingFile(value)) return replace(value);
  if (Array.isArray(value)) return value.map((entry) => mapPending(entry, replace));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapPending(entry, replace)]));
  return value;
}

/** The bytes of the chosen (not yet stored) files among these answers, deep inside templates too. */
export function pendingFilesBytes(values: unknown): number {
  let bytes = 0;
  mapPending(values, (pending) => {
    bytes += pending.file.size;
    return pending;
  });
  return bytes;
}

/** The answers with chosen files in their stored shape, for the checks that run before upload. */
export function withProvisionalFiles<Values>(values: Values): Values {
  return mapPending(values, provisional) as Values;
}

/** A chosen file and the key of its field: the field id, or templateId.loopIndex.fieldId inside a template. */
interface ChosenUpload {
  pending: PendingFile;
  fieldKey: string;
}

function chosenUploads(values: Readonly<Record<string, unknown>>): Map<string, ChosenUpload> {
  const found = new Map<string, ChosenUpload>();
  const collect = (value: unknown, fieldKey: string) => {
    if (Array.isArray(value))
      for (const entry of value) if (isPendingFile(entry)) found.set(entry.pendingId, { pending: entry, fieldKey });
  };
  for (const [fieldId, value] of Object.entries(values)) {
    collect(value, fieldId);
    if (
      typeof value === 'object' &&
      value !== null &&
      'templateValues' in value &&
      Array.isArray(value.templateValues)
    ) {
      (value.templateValues as Record<string, unknown>[]).forEach((loop, index) => {
        for (const [loopFieldId, loopValue] of Object.entries(loop))
          collect(loopValue, loopFieldKey(fieldId, index, loopFieldId));
      });
    }
  }
  return found;
}

/** The checked answers ready to save: stored files stay in the answers, chosen ones go by field key to be uploaded. */
export interface AnswersToSave {
  values: Record<string, unknown>;
  files: Record<string, File[]>;
  /** The chosen files being sent, whose progress bars to move. */
  chosen: PendingFile[];
}

/**
 * Takes the chosen files out of the checked answers (only files of fields the logic shows are
 * there) and lists them by field key, for the save that uploads them under the submission.
 */
export function separateChosenFiles(
  checkedValues: Readonly<Record<string, unknown>>,
  filledValues: Readonly<Record<string, unknown>>,
): AnswersToSave {
  const chosen = chosenUploads(filledValues);
  const files: Record<string, File[]> = {};
  const sending: PendingFile[] = [];
  const strip = (value: Tree): Tree => {
    if (Array.isArray(value)) {
      return value
        .filter((entry) => {
          const upload =
            typeof entry === 'object' && entry !== null && 'path' in entry
              ? chosen.get((entry as UploadedFile).path)
              : undefined;
          if (!upload) return true;
          (files[upload.fieldKey] ??= []).push(upload.pending.file);
          sending.push(upload.pending);
          return false;
        })
        .map(strip);
    }
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, strip(entry)]));
    return value;
  };
  return { values: strip(checkedValues) as Record<string, unknown>, files, chosen: sending };
}
