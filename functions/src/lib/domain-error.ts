/** The HttpsError codes a handler may choose for a rule of the product it refuses to break. */
export type DomainErrorCode = 'failed-precondition' | 'invalid-argument' | 'not-found' | 'already-exists';

/**
 * A refusal the caller is meant to read, such as "Can't self delete". Handlers throw it with the
 * spec's exact message; defineCallable hands the message to the client unchanged, whereas any other
 * thrown error is logged and reaches the client only as an internal error.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(message: string, code: DomainErrorCode = 'failed-precondition') {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
