import { sanitiseRichText } from './sanitise';

const WORD_LIST_ITEM = /mso-list:\s*l\d+\s+level\d/i;
const WORD_LIST_MARKER = /mso-list:\s*ignore/i;

/**
 * Word writes a list as paragraphs styled mso-list, each starting with its bullet or number as text
 * in a span marked mso-list:Ignore: runs of such paragraphs become a list again (numbered when the
 * first marker is a number or letter), without the marker text.
 */
function rebuildWordLists(document: Document) {
  const items = [...document.querySelectorAll<HTMLElement>('p[style]')].filter((paragraph) =>
    WORD_LIST_ITEM.test(paragraph.getAttribute('style') ?? ''),
  );
  let list: HTMLElement | undefined;
  for (const paragraph of items) {
    const marker = [...paragraph.querySelectorAll('[style]')].find((span) =>
      WORD_LIST_MARKER.test(span.getAttribute('style') ?? ''),
    );
    const follows = list !== undefined && list.nextElementSibling === paragraph;
    if (!follows) {
      list = document.createElement(/^\s*[\da-z]+[.)]/i.test(marker?.textContent ?? '') ? 'ol' : 'ul');
      paragraph.before(list);
    }
    marker?.remove();
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    list!.append(item);
    paragraph.remove();
  }
}

/**
 * HTML pasted from Word or Google Docs, cleaned on the way in: Word's lists rebuilt, its <o:p>
 * paragraph fillers and leftover list markers dropped, then the one sanitiser takes out what the
 * portal never stores. The editor's schema drops the rest (mso- styles, classes, spans).
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  rebuildWordLists(document);
  for (const marker of [...document.querySelectorAll('[style]')]) {
    if (WORD_LIST_MARKER.test(marker.getAttribute('style') ?? '')) marker.remove();
  }
  for (const filler of [...document.getElementsByTagName('o:p')]) filler.remove();
  return sanitiseRichText(document.body.innerHTML);
}
