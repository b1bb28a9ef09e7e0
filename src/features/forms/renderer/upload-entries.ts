import type { UploadedFile } from '../../../domain/forms/values';
import { uploadContentType } from '../../../domain/file-types';

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
  return { name: file.name, path: pendingId, url: pendingId, size: file.size, contentType: uploadContentType(file.name, file.type) };
}

type Tree = unknown;

/** Rebuilds answers with each chosen file replaced, deep inside templates too. */
function mapPending(value: Tree, replace: (pending: PendingFile) => unknown): Tree {
  if (isPendingFile(value)) return replace(value);
  if (Array.isArray(value)) return value.map((entry) => mapPending(entry, replace));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapPending(entry, replace)]));
  return value;
}

/** The answers with chosen files in their stored shape, for the checks that run before upload. */
export function withProvisionalFiles<Values>(values: Values): Values {
  return mapPending(values, provisional) as Values;
}

/** A chosen file and the field path it is stored under: [fieldId] or [templateId, loopIndex, fieldId]. */
export interface ChosenUpload {
  pending: PendingFile;
  fieldPath: string[];
}

function chosenUploads(values: Readonly<Record<string, unknown>>): Map<string, ChosenUpload> {
  const found = new Map<string, ChosenUpload>();
  const collect = (value: unknown, fieldPath: string[]) => {
    if (Array.isArray(value)) for (const entry of value) if (isPendingFile(entry)) found.set(entry.pendingId, { pending: entry, fieldPath });
  };
  for (const [fieldId, value] of Object.entries(values)) {
    collect(value, [fieldId]);
    if (typeof value === 'object' && value !== null && 'templateValues' in value && Array.isArray(value.templateValues)) {
      (value.templateValues as Record<string, unknown>[]).forEach((loop, index) => {
        for (const [loopFieldId, loopValue] of Object.entries(loop)) collect(loopValue, [fieldId, String(index), loopFieldId]);
      });
    }
  }
  return found;
}

function mapFiles(value: Tree, replace: (file: UploadedFile) => UploadedFile): Tree {
  if (Array.isArray(value)) return value.map((entry) => mapFiles(entry, replace));
  if (typeof value === 'object' && value !== null) {
    if ('path' in value && 'url' in value && 'size' in value) return replace(value as UploadedFile);
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapFiles(entry, replace)]));
  }
  return value;
}

/**
 * Uploads the chosen files that the checked answers kept (files of hidden fields are not sent),
 * each under its field path, and returns the checked answers with their stored records.
 */
export async function storeChosenFiles<Values>(
  checkedValues: Values,
  filledValues: Readonly<Record<string, unknown>>,
  upload: (chosen: ChosenUpload) => Promise<UploadedFile>,
): Promise<Values> {
  const chosen = chosenUploads(filledValues);
  const kept: ChosenUpload[] = [];
  mapFiles(checkedValues, (file) => {
    const entry = chosen.get(file.path);
    if (entry) kept.push(entry);
    return file;
  });
  const stored = new Map<string, UploadedFile>();
  // One at a time: each shows its own progress, and a phone's connection is not split many ways.
  for (const entry of kept) stored.set(entry.pending.pendingId, await upload(entry));
  return mapFiles(checkedValues, (file) => stored.get(file.path) ?? file) as Values;
}
