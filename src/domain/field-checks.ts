/** The checks a form runs on one field before saving: each answers the message shown at the field, or undefined. */
import { INVALID_EMAIL } from './messages';
import { emailSchema } from './schema-fields';

/** `message` when the text is blank. */
export function required(text: string, message: string): string | undefined {
  return text.trim() ? undefined : message;
}

/** INVALID_EMAIL unless the text is an email address (or blank and optional). */
export function emailError(text: string, { optional = false } = {}): string | undefined {
  if (!text.trim()) return optional ? undefined : 'Enter an email address';
  return emailSchema.safeParse(text).success ? undefined : INVALID_EMAIL;
}

/** `message` unless the text is a whole number of at least 0. */
export function wholeNumberError(value: number, message: string): string | undefined {
  return Number.isInteger(value) && value >= 0 ? undefined : message;
}

/** A schema's verdict, as safeParse answers it. */
interface SchemaVerdict {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * The first problem a schema found in each of the given fields, keyed by the id of the field's
 * control (`fieldIds`: the field's key in the value, to that id, in the order of the screen).
 */
export function schemaProblems(
  verdict: SchemaVerdict,
  fieldIds: Readonly<Record<string, string>>,
): Record<string, string | undefined> {
  const problems: Record<string, string | undefined> = Object.fromEntries(
    Object.values(fieldIds).map((id) => [id, undefined]),
  );
  for (const issue of verdict.error?.issues ?? []) {
    const id = fieldIds[String(issue.path[0])];
    if (id) problems[id] ??= issue.message;
  }
  return problems;
}
