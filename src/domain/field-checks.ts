/** The checks a form runs on one field before saving: each answers the message shown at the field, or undefined. */
import { emailSchema } from './schema-fields';

/** `message` when the text is blank. */
export function required(text: string, message: string): string | undefined {
  return text.trim() ? undefined : message;
}

/** 'Enter a valid email address' unless the text is one (or blank and optional). */
export function emailError(text: string, { optional = false } = {}): string | undefined {
  if (!text.trim()) return optional ? undefined : 'Enter an email address';
  return emailSchema.safeParse(text).success ? undefined : 'Enter a valid email address';
}

/** `message` unless the text is a whole number of at least 0. */
export function wholeNumberError(value: number, message: string): string | undefined {
  return Number.isInteger(value) && value >= 0 ? undefined : message;
}
