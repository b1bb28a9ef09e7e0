import { useEffect, useState } from 'react';
import { BANNER_DEFAULTS } from '../../domain/messages';
import './rich-text.css';

type Sanitise = (html: string) => string;
type SanitiserState = { sanitise: Sanitise } | { failed: true } | undefined;

// The sanitiser (DOMPurify, ~11 KB gzip) loads beside the screen's data rather than before the
// screen's first paint: the fetch starts when a screen that can show rich text loads.
let loaded: SanitiserState;
const loading: Promise<SanitiserState> = import('./sanitise').then(
  ({ sanitiseRichText }) => (loaded = { sanitise: sanitiseRichText }),
  () => (loaded = { failed: true }),
);

function useSanitiser(): SanitiserState {
  const [state, setState] = useState(loaded);
  useEffect(() => {
    if (!state) void loading.then(setState);
  }, [state]);
  return state;
}

/**
 * Stored rich text as readers see it: sanitised, in the portal's reading style. Nothing is shown
 * unsanitised: until the sanitiser is in, the block is empty and marked busy.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const sanitiser = useSanitiser();
  const classes = `content-rich-text ${className}`.trim();
  if (!sanitiser) return <div className={classes} aria-busy="true" />;
  if ('failed' in sanitiser) return <div className={`${classes} text-danger-emphasis`}>{BANNER_DEFAULTS.error}</div>;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitiser.sanitise(html) }} />;
}
