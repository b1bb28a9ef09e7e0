import * as z from 'zod/mini';
import { INVALID_EMAIL } from './messages';

// Field schemas that entity schemas are built from, so every entity reads text, ids and dates alike.

/** Legacy documents sometimes hold numeric ids; the app treats every id as text. */
function numberToText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/**
 * Classic zod's `z.preprocess`, which zod/mini leaves out: `prepare` runs on the raw input before
 * `schema` reads it. Typed like classic's, for any schema, so that a generic one keeps its output
 * (sectionOf); zod/mini's pipe asks for a $ZodType, which every schema is at run time.
 */
export function preprocess<S extends z.core.SomeType>(prepare: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(prepare), schema as S & z.core.$ZodType);
}

/** Text as stored: trimmed; `fallback` ('' unless given) when missing. */
export function trimmedText(fallback = '') {
  return z._default(z.string().check(z.trim()), fallback);
}

/** Text that must not be empty once trimmed; `message` replaces zod's own when given. */
export function requiredText(message?: string) {
  return z.string().check(z.trim(), z.minLength(1, message));
}

/** A required, non-empty id; a number becomes its text. */
export const idSchema = preprocess(numberToText, requiredText());

/** An id that may be empty ('' when missing), e.g. createdBy or an optional reference. */
export const idOrEmptySchema = z._default(preprocess(numberToText, z.string().check(z.trim())), '');

/** A list of ids, empty when missing. */
export const idListSchema = z._default(z.array(idSchema), []);

/** An ISO 8601 date-time (with Z or an offset), or '' when unset. */
export const dateTimeOrEmptySchema = z._default(z.union([z.literal(''), z.iso.datetime({ offset: true })]), '');

/** A boolean flag with its default. */
export function flag(fallback: boolean) {
  return z._default(z.boolean(), fallback);
}

/** A trimmed, valid email address; anything else is refused with INVALID_EMAIL. */
export const emailSchema = z.pipe(z.string().check(z.trim()), z.email({ error: INVALID_EMAIL }));

/** Check-on-write: the value as its schema reads it, else an Error with the spec's message (zod's issues as the cause). */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, value: unknown, message: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new Error(message, { cause: z.prettifyError(parsed.error) });
  return parsed.data;
}
