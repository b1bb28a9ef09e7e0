import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow } from './schema-fields';

describe('parseOrThrow', () => {
  const schema = z.object({ title: z.string().trim().min(1) });

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
});
