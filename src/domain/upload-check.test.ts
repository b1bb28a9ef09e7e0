import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from './constants';
import { STORAGE_MESSAGES } from './messages';
import {
  checkUploadFile,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_TYPE_NOT_ALLOWED_MESSAGE,
  uploadProblem,
  uploadTooLargeMessage,
} from './upload-check';

describe('uploadProblem', () => {
  it('accepts an allowed file within the limit', () => {
    expect(uploadProblem({ name: 'guide.pdf', type: 'application/pdf', size: 10 })).toBeUndefined();
  });

  it('refuses a type the spec does not allow', () => {
    expect(uploadProblem({ name: 'run.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      UPLOAD_TYPE_NOT_ALLOWED_MESSAGE,
    );
    expect(uploadProblem({ name: 'fake.pdf', type: 'text/html', size: 10 })).toBe(UPLOAD_TYPE_NOT_ALLOWED_MESSAGE);
  });

  it('refuses a file over 50 MB with a clear message, and accepts one of exactly 50 MB', () => {
    expect(uploadProblem({ name: 'big.zip', type: 'application/zip', size: DEFAULT_UPLOAD_LIMIT_BYTES + 1 })).toBe(
      'The file is too large. The limit is 50 MB.',
    );
    expect(
      uploadProblem({ name: 'big.zip', type: 'application/zip', size: DEFAULT_UPLOAD_LIMIT_BYTES }),
    ).toBeUndefined();
    expect(uploadTooLargeMessage(2_000_000)).toBe('The file is too large. The limit is 2 MB.');
  });

  it('refuses an empty file, and throws the same reasons', () => {
    expect(uploadProblem({ name: 'a.txt', type: 'text/plain', size: 0 })).toBe(UPLOAD_EMPTY_MESSAGE);
    expect(() => checkUploadFile({ name: 'a.exe', type: '', size: 1 })).toThrow(UPLOAD_TYPE_NOT_ALLOWED_MESSAGE);
  });

  it("refuses no file with 'File Not Found!' and a non-file with 'URI is not a File object.'", () => {
    expect(() => checkUploadFile(undefined)).toThrow(STORAGE_MESSAGES.fileNotFound);
    expect(() => checkUploadFile(null)).toThrow(STORAGE_MESSAGES.fileNotFound);
    expect(() => checkUploadFile('https://example.test/guide.pdf')).toThrow(STORAGE_MESSAGES.notAFile);
    expect(() => checkUploadFile({ uri: 'file:///guide.pdf' })).toThrow(STORAGE_MESSAGES.notAFile);
    expect(() => checkUploadFile(new File(['x'], 'guide.pdf', { type: 'application/pdf' }))).not.toThrow();
  });
});
