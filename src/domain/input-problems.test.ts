import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeInputProblems, fieldLabelOf, inputProblemSentence } from './input-problems';
import { emailSchema } from './schema-fields';

function refusal(schema: z.core.$ZodType, value: unknown): string {
  const parsed = z.safeParse(schema, value, { error: inputProblemSentence });
  if (parsed.success) throw new Error('expected a refusal');
  return describeInputProblems(parsed.error.issues);
}

describe('a refused input in words', () => {
  it.each([
    ['eventId', 'Event ID'],
    ['to', 'To'],
    ['buttonUrl', 'Button URL'],
    ['team_type', 'Team type'],
  ])('labels the field %s as “%s”', (key, label) => {
    expect(fieldLabelOf([key])).toBe(label);
  });

  it('numbers list entries from 1', () => {
    expect(fieldLabelOf(['contacts', 0, 'firstName'])).toBe('Contacts 1 first name');
  });

  it.each<[string, z.core.$ZodType, unknown, string]>([
    ['a missing field', z.object({ eventId: z.string() }), {}, 'Event ID: This is required.'],
    ['a field of the wrong kind', z.object({ count: z.number() }), { count: 'three' }, 'Count: This must be a number.'],
    ['a bad address', z.object({ to: z.email() }), { to: 'nope' }, 'To: Enter a valid email address.'],
    ['our address schema', z.object({ to: emailSchema }), { to: 'nope' }, 'To: Enter a valid email address.'],
    ['empty text', z.object({ title: z.string().check(z.minLength(1)) }), { title: '' }, 'Title: This is required.'],
    [
      'a long text',
      z.object({ code: z.string().check(z.maxLength(3)) }),
      { code: 'abcd' },
      'Code: This must be at most 3 characters long.',
    ],
    [
      'a value out of a list',
      z.object({ role: z.enum(['admin', 'user']) }),
      { role: 'boss' },
      'Role: Choose one of: admin, user.',
    ],
    [
      'a small number',
      z.object({ days: z.number().check(z.minimum(1)) }),
      { days: 0 },
      'Days: This must be 1 or more.',
    ],
  ])('says %s in words', (_, schema, value, words) => {
    expect(refusal(schema, value)).toBe(words);
  });

  it('keeps a schema’s own message, and puts every problem in one message', () => {
    const schema = z.object({ title: z.string().check(z.minLength(1, 'Enter a title.')), to: z.email() });
    expect(refusal(schema, { title: '', to: 'x' })).toBe('Title: Enter a title. To: Enter a valid email address.');
  });

  it('never shows zod’s own words', () => {
    expect(refusal(z.object({ to: z.email() }), { to: 'x' })).not.toMatch(/Invalid/);
  });
});
