import {
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
