import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './display-date';

describe('formatUpdatedAt', () => {
  it('shows an en-GB date with the time, and a dash when unset or invalid', () => {
    expect(formatUpdatedAt('2025-03-03T14:05:00.000Z')).toMatch(/^3 Mar 2025, \d{2}:\d{2}$/);
    expect(formatUpdatedAt('')).toBe('—');
    expect(formatUpdatedAt('yesterday')).toBe('—');
  });
});
