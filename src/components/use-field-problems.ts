import { useState } from 'react';

/**
 * The problems a form finds in its fields before saving, each shown at its field (a field's `error`),
 * keyed by the field's control id. `check` records the verdicts on the fields it is given (others keep
 * theirs) and moves the focus to the first with a problem, answering whether there is none; changing
 * a field clears its problem.
 */
export function useFieldProblems() {
  const [problems, setProblems] = useState<Readonly<Record<string, string | undefined>>>({});

  function check(found: Readonly<Record<string, string | undefined>>): boolean {
    setProblems((previous) => ({ ...previous, ...found }));
    const first = Object.keys(found).find((id) => found[id]);
    if (first) document.getElementById(first)?.focus();
    return first === undefined;
  }

  return {
    check,
    at: (id: string) => problems[id],
    clear: (id: string) => setProblems((previous) => (previous[id] ? { ...previous, [id]: undefined } : previous)),
  };
}
