import { errorMessage } from '../../../data/api-slice';

/** A failed call as an organiser reads it: the server's message, and its status when it has one. */
export function failureText(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = errorMessage(error);
  return typeof code === 'string' && code ? `${message} (${code})` : message;
}
