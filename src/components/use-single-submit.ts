import { useRef, useState } from 'react';
import { errorMessage } from '../data/api-slice';

/**
 * Wraps a form's save so a second submit (a double click, Enter pressed twice) is ignored while the
 * first is still running: the disabled button only catches up after the next render. An ignored
 * submit resolves to undefined.
 */
export function useSingleSubmit<Values, Result>(
  save: (values: Values) => Promise<Result> | Result,
): (values: Values) => Promise<Result | undefined> {
  const running = useRef(false);
  return async (values) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await save(values);
    } finally {
      running.current = false;
    }
  };
}

/**
 * A form's save with what its screen shows while saving: busy while it runs (a second submit is
 * ignored), and the failure's message when it throws (cleared on the next try).
 */
export function useSaveAction<Values>(onSave: (values: Values) => Promise<unknown>): {
  save: (values: Values) => Promise<unknown>;
  busy: boolean;
  failure: string | undefined;
} {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = useSingleSubmit(async (values: Values) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });
  return { save, busy, failure };
}
