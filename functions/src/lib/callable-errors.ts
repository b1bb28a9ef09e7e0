import { HttpsError } from 'firebase-functions/https';
import { DomainError } from './domain-error';

/** What the client reads for a failure we did not foresee; the cause stays in the function's log. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

/**
 * What a thrown value becomes for the client: an HttpsError as thrown, a DomainError with its exact
 * message and code, anything else an internal error that reveals nothing about the server.
 */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof DomainError) return new HttpsError(error.code, error.message);
  return new HttpsError('internal', INTERNAL_ERROR_MESSAGE);
}

/** Failures we did not foresee are the ones worth a log entry with their stack. */
export function isUnexpected(error: unknown): boolean {
  return !(error instanceof HttpsError) && !(error instanceof DomainError);
}
