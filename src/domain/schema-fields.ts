import { z } from 'zod';

// Field schemas that entity schemas are built from, so every entity reads text, ids and dates alike.

/** Legacy documents sometimes hold numeric ids; the app treats every id as text. */
function numberToText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Text as stored: trimmed; `fallback` ('' unless given) when missing. */
export function trimmedText(fallback = '') {
  return z.string().trim().default(fallback);
}

/** A required, non-empty id; a number becomes its text. */
export const idSchema = z.preprocess(numberToText, z.string().trim().min(1));

/** An id that may be empty ('' when missing), e.g. createdBy or an optional reference. */
export const idOrEmptySchema = z.preprocess(numberToText, z.string().trim()).default('');

/** A list of ids, empty when missing. */
export const idListSchema = z.array(idSchema).default([]);

/** An ISO 8601 date-time (with Z or an offset), or '' when unset. */
export const dateTimeOrEmptySchema = z.union([z.literal(''), z.iso.datetime({ offset: true })]).default('');

/** A boolean flag with its default. */
export function flag(fallback: boolean) {
  return z.boolean().default(fallback);
}

/** A trimmed, valid e-mail address. */
export const emailSchema = z.string().trim().pipe(z.email());

/** Check-on-write: the value as its schema reads it, else an Error with the spec's message (zod's issues as the cause). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(message, { cause: z.prettifyError(parsed.error) });
  return parsed.data;
}
