import type * as z from 'zod/mini';
import { INVALID_EMAIL } from './messages';

// How a refused input reads to a person: each problem as its field's label and a sentence, never
// zod's own "to: Invalid email address". Schemas that carry their own message keep it; every other
// problem gets its sentence from inputProblemSentence, given to the parse as its error map.

const KIND_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of values',
  date: 'a date',
};

const FORMAT_SENTENCES: Readonly<Record<string, string>> = {
  email: INVALID_EMAIL,
  url: 'Enter a valid web address.',
  datetime: 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
};

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

function sizeSentence(origin: string, bound: 'least' | 'most', limit: number | bigint): string {
  if (origin === 'string') {
    if (bound === 'least' && limit === 1) return 'This is required.';
    return `This must be at ${bound} ${limit} characters long.`;
  }
  if (origin === 'array' || origin === 'set') return `This takes at ${bound} ${limit} entries.`;
  return `This must be ${limit} or ${bound === 'least' ? 'more' : 'less'}.`;
}

/** A problem in words: the error map every callable parses its payload with. */
export function inputProblemSentence(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return 'This is required.';
      return KIND_NAMES[issue.expected] ? `This must be ${KIND_NAMES[issue.expected]}.` : 'This value is not valid.';
    case 'too_small':
      return sizeSentence(issue.origin, 'least', issue.minimum);
    case 'too_big':
      return sizeSentence(issue.origin, 'most', issue.maximum);
    case 'invalid_format':
      return FORMAT_SENTENCES[issue.format] ?? 'This is not in the expected form.';
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${issue.keys.join(', ')} ${issue.keys.length === 1 ? 'is' : 'are'} not expected here.`;
    default:
      return 'This value is not valid.';
  }
}

function spelledOut(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'URL');
}

/** A field's label from its path in the payload: ['contacts', 0, 'firstName'] reads "Contacts 1 first name". */
export function fieldLabelOf(path: readonly PropertyKey[]): string {
  const words = path.map((key) => (typeof key === 'number' ? String(key + 1) : spelledOut(String(key)))).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every problem of a refused input, each as "Label: sentence", in one message for people. */
export function describeInputProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${fieldLabelOf(issue.path)}: ${issue.message}` : issue.message))
    .join(' ');
}
