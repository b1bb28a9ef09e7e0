import { useState, type FormEvent } from 'react';

/** A form's problems by the id of the field each belongs to; undefined (or absent) where a field is fine. */
export type FieldProblems = Readonly<Record<string, string | undefined>>;

/**
 * The problems a form finds in its fields, each shown at its field (a field's `error`, which the
 * field names as its description). Nothing shows while a person first fills the form in. `check`
 * (a submit) marks the fields with a problem, moves the focus to the first and answers whether there
 * is none: a submit with problems sends nothing. A marked field then shows what is wrong with it now,
 * so fixing it clears it at once; a field with a different id (a row added after the check) starts
 * clean until the next check, so no message outlives the field it was found in.
 */
export function useFieldProblems(findProblems: () => FieldProblems) {
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const problems = marked.size > 0 ? findProblems() : {};

  function check(): boolean {
    const found = findProblems();
    const withProblems = Object.keys(found).filter((id) => found[id]);
    setMarked(new Set(withProblems));
    if (withProblems[0]) document.getElementById(withProblems[0])?.focus();
    return withProblems.length === 0;
  }

  return {
    check,
    at: (id: string): string | undefined => (marked.has(id) ? problems[id] : undefined),
    /** The form's submit handler: `send` runs only when every field is fine. */
    handleSubmit: (send: () => unknown) => (event: FormEvent) => {
      event.preventDefault();
      if (check()) void send();
    },
  };
}
