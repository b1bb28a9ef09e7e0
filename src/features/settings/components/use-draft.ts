import { useState } from 'react';

/** A settings form's draft and a way to change some of its values. */
export function useDraft<Draft extends object>(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  return { draft, setDraft, set };
}
