import { useRef, useState } from 'react';

/**
 * Lasting keys for the rows of a list a person edits (contacts, payload fields), kept beside the
 * rows: a row's key never passes to another, so the ids of its fields, and any problem found in
 * them, leave with it when it is removed. Call `added` and `removed` as the rows change.
 */
export function useRowKeys(initialCount: number) {
  const nextKey = useRef(initialCount);
  const [keys, setKeys] = useState(() => Array.from({ length: initialCount }, (_, index) => index));
  return {
    keyAt: (index: number) => keys[index] ?? index,
    added: () => setKeys((current) => [...current, nextKey.current++]),
    removed: (index: number) => setKeys((current) => current.filter((_, at) => at !== index)),
  };
}
