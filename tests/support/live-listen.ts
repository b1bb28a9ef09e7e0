import type { Unsubscribe } from 'firebase/firestore';
import type { Listener } from '../../src/lib/firebase/documents';

/** A live read under test: every answer it gave and its error, with ways to wait for them. */
export interface ListenRecord<Data> {
  answers: Data[];
  /** The first answer (already given or still to come) that `matches`; rejects after `timeoutMs`. */
  answer(matches?: (data: Data) => boolean, timeoutMs?: number): Promise<Data>;
  /** The error that ended the listen; rejects after `timeoutMs` if there is none. */
  failure(timeoutMs?: number): Promise<unknown>;
  stop(): void;
}

export function recordListen<Data>(listen: (listener: Listener<Data>) => Unsubscribe): ListenRecord<Data> {
  const answers: Data[] = [];
  let error: unknown;
  let failed = false;
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((check) => check());
  const stop = listen({
    next: (data) => {
      answers.push(data);
      wake();
    },
    fail: (reason) => {
      failed = true;
      error = reason;
      wake();
    },
  });
  const waitUntil = <Result>(found: () => { value: Result } | undefined, timeoutMs: number, what: string) =>
    new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`No ${what} within ${timeoutMs} ms (answers: ${JSON.stringify(answers)})`));
      }, timeoutMs);
      const check = () => {
        const result = found();
        if (!result) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(result.value);
      };
      waiting.add(check);
      check();
    });
  return {
    answers,
    answer: (matches = () => true, timeoutMs = 10_000) =>
      waitUntil(
        () => {
          const match = answers.find(matches);
          return match === undefined ? undefined : { value: match };
        },
        timeoutMs,
        'matching answer',
      ),
    failure: (timeoutMs = 10_000) => waitUntil(() => (failed ? { value: error } : undefined), timeoutMs, 'failure'),
    stop,
  };
}

/** A live read's first answer, its listener then stopped. */
export async function firstAnswer<Data>(listen: (listener: Listener<Data>) => Unsubscribe): Promise<Data> {
  const record = recordListen(listen);
  try {
    return await record.answer();
  } finally {
    record.stop();
  }
}
