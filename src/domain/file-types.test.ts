import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_EXTENSIONS, ALLOWED_UPLOAD_MIME_TYPES } from './constants';
import {
  fileExtension,
  fileFilterGroupOf,
  formUploadExtensions,
  isAllowedUpload,
  isFormUploadAccepted,
  recognisedFileType,
  uploadContentType,
} from './file-types';

describe('file types', () => {
  it('allows exactly the spec types: jpeg, png, webp, svg, doc, docx, pdf, plain text, xls, xlsx, ppt, pptx, mp4, zip', () => {
    expect(ALLOWED_UPLOAD_EXTENSIONS).toEqual([
      'jpeg',
      'jpg',
      'png',
      'webp',
      'svg',
      'doc',
      'docx',
      'pdf',
      'txt',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'mp4',
      'zip',
    ]);
    expect(ALLOWED_UPLOAD_MIME_TYPES).toContain('image/svg+xml');
    expect(ALLOWED_UPLOAD_MIME_TYPES).toContain('text/plain');
  });

  it('checks a file by extension and reported type', () => {
    expect(isAllowedUpload('Floor Plan.PDF', 'application/pdf')).toBe(true);
    expect(isAllowedUpload('logo.svg', 'image/svg+xml')).toBe(true);
    expect(isAllowedUpload('sheet.xlsx', '')).toBe(true);
    expect(isAllowedUpload('script.exe', 'application/octet-stream')).toBe(false);
    expect(isAllowedUpload('fake.pdf', 'text/html')).toBe(false);
    expect(isAllowedUpload('README', 'text/plain')).toBe(false);
  });

  it('groups recognised types for the download filters', () => {
    expect(fileExtension('archive.tar.ZIP')).toBe('zip');
    expect(recognisedFileType('photo.jpg')).toBe('jpeg');
    expect(recognisedFileType('movie.mov')).toBeUndefined();
    expect(fileFilterGroupOf('png')).toBe('Images');
    expect(fileFilterGroupOf('mp4')).toBe('Videos');
    expect(fileFilterGroupOf('xlsx')).toBe('Documents');
    expect(fileFilterGroupOf('zip')).toBe('Files');
    expect(fileFilterGroupOf('mov')).toBe('Other');
  });
});

describe('uploadContentType', () => {
  it("keeps the browser's type, lower-cased", () => {
    expect(uploadContentType('a.PDF', 'Application/PDF')).toBe('application/pdf');
  });
  it("falls back to the extension's type when the browser reports none", () => {
    expect(uploadContentType('plan.docx', '')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(uploadContentType('tool.exe', '')).toBe('');
  });
});

describe('form upload groups', () => {
  it('take their own types; none ticked takes every allowed type but SVG', () => {
    expect(formUploadExtensions(['pdf'])).toEqual(['pdf']);
    expect(formUploadExtensions(['image', 'zip'])).toEqual(['jpeg', 'jpg', 'png', 'webp', 'zip']);
    expect(formUploadExtensions([])).toEqual(ALLOWED_UPLOAD_EXTENSIONS.filter((extension) => extension !== 'svg'));
    expect(isFormUploadAccepted(['docs'], 'Budget.XLSX', '')).toBe(true);
    expect(isFormUploadAccepted(['pdf'], 'photo.png', 'image/png')).toBe(false);
    expect(isFormUploadAccepted([], 'logo.svg', 'image/svg+xml')).toBe(false);
    expect(isFormUploadAccepted(['image'], 'fake.png', 'text/html')).toBe(false);
  });
});
