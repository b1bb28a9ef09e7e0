import { useState, type FormEvent } from 'react';

/** A form's problems by the id of the field each belongs to; undefined (or absent) where a field is fine. */
export type FieldProblems = Readonly<Record<string, string | undefined>>;

/**
 * The problems a form finds in its fields, each shown at its field (a field's `error`, which the
 * field names as its description). Nothing shows while a person first fills the form in; from the
 * first `check` on, every field shows what is wrong with it now, so a fixed field clears at once and
 * a field that is gone (a removed row) leaves nothing behind for the one that takes its place.
 * `check` moves the focus to the first field with a problem and answers whether there is none: a
 * submit with problems sends nothing.
 */
export function useFieldProblems(findProblems: () => FieldProblems) {
  const [checked, setChecked] = useState(false);
  const problems = checked ? findProblems() : {};

  function check(): boolean {
    setChecked(true);
    const found = findProblems();
    const first = Object.keys(found).find((id) => found[id]);
    if (first) document.getElementById(first)?.focus();
    return first === undefined;
  }

  return {
    check,
    at: (id: string): string | undefined => problems[id],
    /** The form's submit handler: `send` runs only when every field is fine. */
    handleSubmit: (send: () => unknown) => (event: FormEvent) => {
      event.preventDefault();
      if (check()) void send();
    },
  };
}
