function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Where a link or the sign-in screen may send someone next: a path of this app (never another
 * site, never back into the auth screens). Anything else reads as no path: full URLs, '//host',
 * backslashes (browsers read '/\\host' as '//host'), control characters and whitespace.
 */
export function inAppContinuePath(value: string | null | undefined): string | undefined {
  const path = value?.trim();
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path) || hasControlCharacter(path))
    return undefined;
  const origin = 'https://app.invalid';
  const url = new URL(path, origin);
  if (url.origin !== origin || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
