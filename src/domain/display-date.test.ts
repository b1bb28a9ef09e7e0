import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatReportDateTime } from './display-date';

describe('display dates', () => {
  it('shows an en-GB date with the time, and a dash when unset or invalid', () => {
    expect(formatDateTime('2025-03-03T14:05:00.000Z')).toMatch(/^3 Mar 2025, \d{2}:\d{2}$/);
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('yesterday')).toBe('—');
  });

  it('shows the day alone, and a dash when unset or invalid', () => {
    expect(formatDay('2025-03-03T12:00:00.000Z')).toBe('3 Mar 2025');
    expect(formatDay('')).toBe('—');
    expect(formatDay('soon')).toBe('—');
  });

  it('writes report times in UTC, short, and nothing when unset or invalid', () => {
    expect(formatReportDateTime('2025-03-03T14:05:00.000Z')).toBe('03/03/2025, 14:05');
    expect(formatReportDateTime('')).toBe('');
    expect(formatReportDateTime('never')).toBe('');
  });
});
