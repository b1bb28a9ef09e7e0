import { randomUUID } from 'node:crypto';
import type { WindowLike } from 'dompurify';
import { SVG_MIME_TYPE } from '../../../src/domain/asset';
import { eventPaths } from '../../../src/domain/paths';
import {
  sanitizeSvg,
  storeSvgFileCallable,
  SVG_TOO_LARGE_MESSAGE,
  SVG_UNREADABLE_MESSAGE,
  svgWithinUploadLimit,
} from '../../../src/domain/svg';
import { adminStorage } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';

let domWindow: WindowLike | undefined;

/** One jsdom window per instance, made on the first SVG (loading jsdom would slow every function's start). */
async function serverWindow(): Promise<WindowLike> {
  if (!domWindow) {
    const { JSDOM } = await import('jsdom');
    domWindow = new JSDOM('').window;
  }
  return domWindow;
}

/**
 * The only writer of SVG files (storage.rules refuse them from clients): sanitises the SVG with the
 * browser's rules and stores it where the record's other files go, as an attachment (opened by its
 * address it downloads rather than renders) with a download token for the client's getDownloadURL.
 */
export const storeSvgFile = defineCallable({
  minRole: 'moderator',
  rateLimit: 'storeSvgFile',
  input: storeSvgFileCallable.input,
  output: storeSvgFileCallable.output,
  handler: async ({ input, eventId }) => {
    if (!svgWithinUploadLimit(input.svg)) throw new DomainError(SVG_TOO_LARGE_MESSAGE, 'invalid-argument');
    let clean: string;
    try {
      clean = sanitizeSvg(input.svg, await serverWindow());
    } catch {
      throw new DomainError(SVG_UNREADABLE_MESSAGE, 'invalid-argument');
    }
    const path = eventPaths(eventId).storage(input.folder, input.recordId, input.fileName);
    await adminStorage()
      .bucket()
      .file(path)
      .save(clean, {
        resumable: false,
        contentType: SVG_MIME_TYPE,
        metadata: { contentDisposition: 'attachment', metadata: { firebaseStorageDownloadTokens: randomUUID() } },
      });
    return { path };
  },
});
