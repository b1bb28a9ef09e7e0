// The part of jsdom's API the functions use (a window for DOMPurify); jsdom ships no types.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
