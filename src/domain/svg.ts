import DOMPurify from 'dompurify';

export const SVG_UNREADABLE_MESSAGE = 'The SVG file could not be read as an image.';

/** Only same-document references (#id) and inline raster data may stay in href attributes. */
function isSafeReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpe?g|webp|gif);/i.test(trimmed);
}

/**
 * Cleans an uploaded SVG before it is stored: no scripts, no event handlers, no foreignObject (which
 * can carry HTML), no external references (href/xlink:href to other documents, url() in styles).
 * The result is still an SVG image; it is never rasterised. Throws when nothing of an SVG is left.
 */
export function sanitizeSvg(svgText: string): string {
  const purifier = DOMPurify();
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !isSafeReference(data.attrValue)) data.keepAttr = false;
    if (name === 'style' && /url\s*\(\s*['"]?\s*(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('uponSanitizeElement', (node, data) => {
    // <style> blocks may import external sheets or fonts.
    if (data.tagName === 'style' && /@import|url\s*\(\s*['"]?\s*(?!#)/i.test(node.textContent ?? '')) node.textContent = '';
  });
  const clean = purifier.sanitize(svgText, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object'],
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new Error(SVG_UNREADABLE_MESSAGE);
  // A stored .svg file is rendered standalone, which needs the SVG namespace on its root.
  return /^\s*<svg[^>]*\sxmlns=/i.test(clean) ? clean : clean.replace(/^\s*<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}
