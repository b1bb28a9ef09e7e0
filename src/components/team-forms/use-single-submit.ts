import { useRef } from 'react';

/**
 * Wraps a form's save so a second submit (a double click, Enter pressed twice) is ignored while the
 * first is still running: the disabled button only catches up after the next render.
 */
export function useSingleSubmit<Values>(save: (values: Values) => Promise<unknown> | void): (values: Values) => Promise<void> {
  const running = useRef(false);
  return async (values) => {
    if (running.current) return;
    running.current = true;
    try {
      await save(values);
    } finally {
      running.current = false;
    }
  };
}
