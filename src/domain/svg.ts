import createDOMPurify, { type WindowLike } from 'dompurify';
import * as z from 'zod/mini';
import { callable } from './callables';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from './constants';
import { uploadTooLargeMessage } from './upload-check';

// SVGs are the one upload that can carry script. The browser sanitises them for a fast, clear error;
// the storeSvgFile callable sanitises them again with the same rules and is the only writer of SVGs
// (storage.rules refuse them from clients), so a raw SVG uploaded past the browser never runs.

export const SVG_UNREADABLE_MESSAGE = 'The SVG file could not be read as an image.';
export const SVG_TOO_LARGE_MESSAGE = uploadTooLargeMessage(DEFAULT_UPLOAD_LIMIT_BYTES);

/** Only same-document references (#id) and inline raster data may stay in href attributes. */
function isSafeReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpe?g|webp|gif);/i.test(trimmed);
}

/**
 * Cleans an uploaded SVG before it is stored: no scripts, no event handlers, no foreignObject (which
 * can carry HTML), no external references (href/xlink:href to other documents, url() in styles).
 * The result is still an SVG image; it is never rasterised. Throws when nothing of an SVG is left.
 * `window` is the DOM to parse with: the browser's own unless given (the server passes jsdom's).
 */
export function sanitizeSvg(svgText: string, window?: WindowLike): string {
  const purifier = window ? createDOMPurify(window) : createDOMPurify();
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !isSafeReference(data.attrValue)) data.keepAttr = false;
    if (name === 'style' && /url\s*\(\s*['"]?\s*(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('uponSanitizeElement', (node, data) => {
    // <style> blocks may import external sheets or fonts.
    if (data.tagName === 'style' && /@import|url\s*\(\s*['"]?\s*(?!#)/i.test(node.textContent ?? ''))
      node.textContent = '';
  });
  const clean = purifier.sanitize(svgText, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object'],
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new Error(SVG_UNREADABLE_MESSAGE);
  // A stored .svg file is rendered standalone, which needs the SVG namespace on its root.
  return /^\s*<svg[^>]*\sxmlns=/i.test(clean)
    ? clean
    : clean.replace(/^\s*<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** The size limit applies to the SVG's bytes as stored (UTF-8). */
export function svgWithinUploadLimit(svgText: string): boolean {
  return new TextEncoder().encode(svgText).byteLength <= DEFAULT_UPLOAD_LIMIT_BYTES;
}

/** The folders whose records may hold an SVG file. */
const SVG_FOLDERS = ['assets', 'downloads'] as const;

const storageSegment = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[^/\\#?[\]*]+$/, 'must be one storage path segment'));

/**
 * Stores an SVG at events/{eventId}/{folder}/{recordId}/{fileName}, sanitised, as an attachment
 * with a download token (moderators and up of that event). Answers the stored path.
 */
export const storeSvgFileCallable = callable(
  'storeSvgFile',
  z.object({
    eventId: z.string().check(z.minLength(1)),
    invokingUser: z.optional(z.string()),
    folder: z.enum(SVG_FOLDERS),
    recordId: storageSegment,
    fileName: storageSegment.check(z.regex(/\.svg$/i, 'must end in .svg')),
    svg: z.string().check(z.minLength(1)),
  }),
  z.object({ path: z.string() }),
);
