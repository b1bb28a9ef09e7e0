import { useEffect } from 'react';

/** The page's icon link (index.html holds one with the product's default icon). */
function iconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (existing) return existing;
  const link = Object.assign(document.createElement('link'), { rel: 'icon' });
  document.head.append(link);
  return link;
}

/** Shows the event's icon logo as the browser tab's icon while mounted; the default icon comes back after. */
export function useFavicon(iconUrl: string | undefined): void {
  useEffect(() => {
    if (!iconUrl) return undefined;
    const link = iconLink();
    const previous = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.href = iconUrl;
    link.removeAttribute('type');
    return () => {
      if (previous.href === null) link.removeAttribute('href');
      else link.setAttribute('href', previous.href);
      if (previous.type !== null) link.setAttribute('type', previous.type);
    };
  }, [iconUrl]);
}
