/** The message of an RTK Query error (already normalised by the api's queryFn). */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  return (error as { message?: string }).message ?? 'Something went wrong. Please try again later';
}
