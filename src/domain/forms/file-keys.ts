import { isTemplateValue, type UploadedFile } from './values';

// Files chosen in a form are addressed by a field key: the field id, or
// loopFieldKey(templateId, loopIndex, fieldId) inside a template. The same key, split on its dots,
// is the folder of the file under its submission.

export function fileKeyParts(key: string): { fieldId: string; templateId?: string; loopIndex?: number } {
  const [first = '', loop, inner] = key.split('.');
  if (loop === undefined || inner === undefined) return { fieldId: first };
  return { templateId: first, loopIndex: Number(loop), fieldId: inner };
}

/** The storage paths of every file answer in a submission's answers (template loops included). */
export function filePathsIn(values: unknown): string[] {
  if (Array.isArray(values)) return values.flatMap(filePathsIn);
  if (typeof values !== 'object' || values === null) return [];
  const entry = values as Record<string, unknown>;
  if (typeof entry.path === 'string' && typeof entry.url === 'string') return [entry.path];
  return Object.values(entry).flatMap(filePathsIn);
}

/** The answers with files added at their keys (after the files already there; template loops made as needed). */
export function withFilesAt(
  values: Readonly<Record<string, unknown>>,
  files: readonly { key: string; entry: UploadedFile }[],
): Record<string, unknown> {
  const next = structuredClone(values) as Record<string, unknown>;
  for (const { key, entry } of files) {
    const { fieldId, templateId, loopIndex } = fileKeyParts(key);
    if (templateId === undefined || loopIndex === undefined || !Number.isInteger(loopIndex) || loopIndex < 0) {
      next[fieldId] = [...(Array.isArray(next[fieldId]) ? (next[fieldId] as UploadedFile[]) : []), entry];
      continue;
    }
    const current = next[templateId];
    const template = isTemplateValue(current) ? current : { loopCount: 0, templateValues: [] };
    while (template.templateValues.length <= loopIndex) template.templateValues.push({});
    const loop = template.templateValues[loopIndex] as Record<string, unknown>;
    loop[fieldId] = [...(Array.isArray(loop[fieldId]) ? (loop[fieldId] as UploadedFile[]) : []), entry];
    template.loopCount = Math.max(template.loopCount, loopIndex + 1);
    next[templateId] = template;
  }
  return next;
}

/**
 * Where a bucket's files are downloaded from: `{origin}/v0/b/{bucket}/o/` followed by the encoded
 * object path (Cloud Storage for Firebase's download address, and the local emulator's).
 */
export function downloadUrlBase(origin: string, bucket: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/`;
}

/** The download address of a stored file, as getDownloadURL gives it. */
export function downloadUrlOf(base: string, path: string, token: string): string {
  return `${base}${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/** The stored path a download address of this bucket reads (undefined for any other address). */
export function pathOfDownloadUrl(url: string, base: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const expected = new URL(base);
  if (
    parsed.origin !== expected.origin ||
    parsed.username ||
    parsed.password ||
    !parsed.pathname.startsWith(expected.pathname) ||
    parsed.searchParams.get('alt') !== 'media'
  )
    return undefined;
  try {
    return decodeURIComponent(parsed.pathname.slice(expected.pathname.length));
  } catch {
    return undefined;
  }
}

/** Whether a file answer's address downloads exactly the object at its path from this bucket (not some outside address). */
export function isDownloadUrlOf(url: string, path: string, base: string): boolean {
  return pathOfDownloadUrl(url, base) === path;
}

/** Whether a value is a file answer's entry (an uploaded file: it names a stored path and its address). */
function isFileEntry(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).path === 'string' &&
    typeof (value as UploadedFile).url === 'string'
  );
}

/**
 * The answers without file entries that are not this submission's own (stored under its folder and
 * linked to their own download address): a team writes its answers from the browser, so a forged
 * entry pointing elsewhere is never shown or offered as the team's file.
 */
export function withOwnFilesOnly<T>(values: T, submissionFolder: string, base: string): T {
  const isOwn = (file: UploadedFile) =>
    file.path.startsWith(`${submissionFolder}/`) && isDownloadUrlOf(file.url, file.path, base);
  const keep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((entry) => !isFileEntry(entry) || isOwn(entry)).map(keep);
    if (typeof value !== 'object' || value === null || isFileEntry(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, keep(inner)]));
  };
  return keep(values) as T;
}
