import { ALLOWED_UPLOAD_EXTENSIONS, DEFAULT_UPLOAD_LIMIT_BYTES } from './constants';
import { formatSizeLimit } from './file-size';
import { isAllowedUpload } from './file-types';
import { STORAGE_MESSAGES } from './messages';

/** The file facts an upload check needs (a browser File has them all). */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export function uploadTypeNotAllowedMessage(extensions: readonly string[]): string {
  return `This type of file can't be uploaded. Allowed types: ${extensions.join(', ')}.`;
}
export const UPLOAD_TYPE_NOT_ALLOWED_MESSAGE = uploadTypeNotAllowedMessage(ALLOWED_UPLOAD_EXTENSIONS);
export const UPLOAD_EMPTY_MESSAGE = 'The file is empty.';

export function uploadTooLargeMessage(maxBytes: number): string {
  return `The file is too large. The limit is ${formatSizeLimit(maxBytes)}.`;
}

/**
 * Why a file may not be uploaded, or undefined when it may: an allowed type (spec 000 §5), not
 * empty, and at most `maxBytes` (50 MB unless a screen says otherwise).
 */
export function uploadProblem(
  file: UploadCandidate,
  maxBytes: number = DEFAULT_UPLOAD_LIMIT_BYTES,
  isAccepted: (file: UploadCandidate) => boolean = (candidate) => isAllowedUpload(candidate.name, candidate.type),
): string | undefined {
  if (!isAccepted(file)) return UPLOAD_TYPE_NOT_ALLOWED_MESSAGE;
  return uploadSizeProblem(file.size, maxBytes);
}

/** Why a file of this size may not be uploaded (too large, or empty), or undefined when it may. */
export function uploadSizeProblem(size: number, maxBytes: number): string | undefined {
  if (size > maxBytes) return uploadTooLargeMessage(maxBytes);
  if (size === 0) return UPLOAD_EMPTY_MESSAGE;
  return undefined;
}

function isUploadCandidate(value: object): value is UploadCandidate {
  const candidate = value as Partial<UploadCandidate>;
  return typeof candidate.name === 'string' && typeof candidate.type === 'string' && typeof candidate.size === 'number';
}

/**
 * Throws the reason a file may not be uploaded (the same check the upload field makes); no file at
 * all is 'File Not Found!' and something that is not a file 'URI is not a File object.' (spec 000 §8).
 */
export function checkUploadFile(
  file: unknown,
  maxBytes: number = DEFAULT_UPLOAD_LIMIT_BYTES,
): asserts file is UploadCandidate {
  if (file === undefined || file === null) throw new Error(STORAGE_MESSAGES.fileNotFound);
  if (typeof file !== 'object' || !isUploadCandidate(file)) throw new Error(STORAGE_MESSAGES.notAFile);
  const problem = uploadProblem(file, maxBytes);
  if (problem) throw new Error(problem);
}
