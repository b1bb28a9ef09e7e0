import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { parseOrThrow, preprocess, requiredText, trimmedText } from './schema-fields';

describe('parseOrThrow', () => {
  const schema = z.object({ title: requiredText() });

  it('returns the value as the schema reads it', () => {
    expect(parseOrThrow(schema, { title: ' Stand plan ' }, 'Invalid task')).toEqual({ title: 'Stand plan' });
  });

  it("throws the given message, with zod's issues as the cause", () => {
    const attempt = () => parseOrThrow(schema, { title: ' ' }, 'Invalid task');
    expect(attempt).toThrow(new Error('Invalid task'));
    try {
      attempt();
    } catch (error) {
      expect((error as Error).cause).toContain('title');
    }
  });

  // The functions keep their own schemas on classic zod: both kinds are zod/v4/core schemas.
  it('takes a classic zod schema too, and classic schemas may hold zod/mini ones', () => {
    const mixed = classic.object({ title: requiredText(), note: classic.string().trim().default('') });
    expect(parseOrThrow(mixed, { title: ' Stand plan ', note: ' a ' }, 'Invalid task')).toEqual({
      title: 'Stand plan',
      note: 'a',
    });
    expect(() => parseOrThrow(mixed, { title: ' ' }, 'Invalid task')).toThrow(new Error('Invalid task'));
  });
});

describe('field schemas', () => {
  it('trims text and fills in its fallback', () => {
    expect(trimmedText('Tasks').parse(undefined)).toBe('Tasks');
    expect(trimmedText().parse('  Stand plan  ')).toBe('Stand plan');
  });

  it("reports empty required text with the given message, else zod's own", () => {
    expect(requiredText('Enter a name').safeParse('  ').error?.issues[0].message).toBe('Enter a name');
    expect(requiredText().safeParse('').error?.issues[0].message).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });

  it('preprocesses the raw input before the schema reads it', () => {
    expect(preprocess((value) => value ?? 'none', z.string()).parse(null)).toBe('none');
  });
});
