import DOMPurify from 'dompurify';

/**
 * Rich text is stored as HTML written in the editor; it is sanitised every time it is shown, so a
 * script or event handler that reached the database can never run in a reader's browser.
 */
export function sanitiseRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input'],
  });
}

// Links in rich text open in a new tab without giving the new page access to the portal.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
