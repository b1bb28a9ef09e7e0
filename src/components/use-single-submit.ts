import { useRef } from 'react';

/**
 * Wraps a form's save so a second submit (a double click, Enter pressed twice) is ignored while the
 * first is still running: the disabled button only catches up after the next render. An ignored
 * submit resolves to undefined.
 */
export function useSingleSubmit<Values, Result>(save: (values: Values) => Promise<Result> | Result): (values: Values) => Promise<Result | undefined> {
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
