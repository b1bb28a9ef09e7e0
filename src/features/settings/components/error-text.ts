/** The message of a failed call (RTK Query's normalised error or a thrown Error); undefined when it has none. */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return undefined;
}
