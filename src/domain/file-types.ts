import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_TYPES,
  FILE_FILTER_GROUP_TYPES,
  RECOGNISED_FILE_TYPES,
  type FileFilterGroup,
  type RecognisedFileType,
  type UploadExtension,
} from './constants';

/** The extension of a file name, lower-cased, without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** True when a file of this name and MIME type may be uploaded: a known extension with a matching type. */
export function isAllowedUpload(fileName: string, mimeType: string): boolean {
  const extension = fileExtension(fileName);
  if (!Object.hasOwn(ALLOWED_UPLOAD_TYPES, extension)) return false;
  const mimeTypes: readonly string[] = ALLOWED_UPLOAD_TYPES[extension as UploadExtension];
  // Some browsers report no type for Office files; the extension then decides.
  return mimeType === '' || mimeTypes.includes(mimeType.toLowerCase());
}

/**
 * The content type an allowed upload is stored with: the browser's, or the extension's when the
 * browser reports none (some do for Office files). storage.rules accepts only the allowed types.
 */
export function uploadContentType(fileName: string, mimeType: string): string {
  if (mimeType) return mimeType.toLowerCase();
  const extension = fileExtension(fileName);
  return Object.hasOwn(ALLOWED_UPLOAD_TYPES, extension) ? ALLOWED_UPLOAD_TYPES[extension as UploadExtension][0] : '';
}

/** The recognised type of a file name ('jpg' reads as 'jpeg'), or undefined. */
export function recognisedFileType(fileName: string): RecognisedFileType | undefined {
  const extension = fileExtension(fileName);
  const type = extension === 'jpg' ? 'jpeg' : extension;
  return (RECOGNISED_FILE_TYPES as readonly string[]).includes(type) ? (type as RecognisedFileType) : undefined;
}

/** The filter group a file type is listed under; unrecognised types are 'Other'. */
export function fileFilterGroupOf(type: string): FileFilterGroup {
  for (const [group, types] of Object.entries(FILE_FILTER_GROUP_TYPES)) {
    if ((types as readonly string[]).includes(type)) return group as FileFilterGroup;
  }
  return 'Other';
}

/**
 * The upload groups a form's upload field can be limited to (spec 001: image, docs, video, zip,
 * pdf), with the name the builder shows and the extensions each lets through. SVG is in none of
 * them and never accepted by a form: it can carry script, and form files are stored as sent (only
 * the asset library's SVGs pass through the sanitiser). storage.rules spell the same lists out in
 * acceptedByUploadField; tests/rules keep them in step.
 */
export const FORM_UPLOAD_GROUPS = {
  image: { label: 'Images', extensions: ['jpeg', 'jpg', 'png', 'webp'] },
  docs: { label: 'Documents', extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] },
  video: { label: 'Videos', extensions: ['mp4'] },
  zip: { label: 'ZIP archives', extensions: ['zip'] },
  pdf: { label: 'PDF', extensions: ['pdf'] },
} as const satisfies Record<string, { label: string; extensions: readonly UploadExtension[] }>;
export type FormUploadGroup = keyof typeof FORM_UPLOAD_GROUPS;
export const FORM_UPLOAD_GROUP_NAMES = Object.keys(FORM_UPLOAD_GROUPS) as FormUploadGroup[];

/** Group names that fields saved before the spec's names hold, read as the spec's. */
const EARLIER_GROUP_NAMES: Readonly<Record<string, FormUploadGroup>> = {
  Images: 'image',
  Documents: 'docs',
  Videos: 'video',
};
export function formUploadGroupOf(name: unknown): unknown {
  return typeof name === 'string' && Object.hasOwn(EARLIER_GROUP_NAMES, name) ? EARLIER_GROUP_NAMES[name] : name;
}

/** Every type a form upload field with no groups ticked takes: the allowed types but SVG. */
const EVERY_FORM_UPLOAD_EXTENSION: readonly UploadExtension[] = ALLOWED_UPLOAD_EXTENSIONS.filter(
  (extension) => extension !== 'svg',
);

/** The extensions an upload field with these groups accepts (none ticked: every form upload type). */
export function formUploadExtensions(groups: readonly FormUploadGroup[]): readonly UploadExtension[] {
  if (groups.length === 0) return EVERY_FORM_UPLOAD_EXTENSION;
  return [...new Set(groups.flatMap((group) => FORM_UPLOAD_GROUPS[group].extensions))];
}

/** True when an upload field with these groups takes a file of this name and MIME type. */
export function isFormUploadAccepted(groups: readonly FormUploadGroup[], fileName: string, mimeType: string): boolean {
  return (
    isAllowedUpload(fileName, mimeType) &&
    (formUploadExtensions(groups) as readonly string[]).includes(fileExtension(fileName))
  );
}
