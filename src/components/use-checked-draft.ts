import { useState, type FormEvent } from 'react';

/**
 * A form's draft with its checks: the errors show from the first submit on (not while a person is
 * first typing), and a submit while any check fails sends nothing. `validate` answers a message per
 * field, undefined (or absent) where the field is fine.
 */
export function useCheckedDraft<Draft extends object, Errors extends object>(
  initial: Draft,
  validate: (draft: Draft) => Errors,
  onValid: (draft: Draft) => unknown,
) {
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const errors: Partial<Errors> = showErrors ? validate(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(validate(draft)).some(Boolean)) return;
    void onValid(draft);
  };

  return { draft, setDraft, set, errors, submit };
}
