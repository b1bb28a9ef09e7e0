import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSizeLimit } from './file-size';

describe('formatFileSize', () => {
  it('shows MB over 1e6 bytes and KB over 1e3, with two decimals', () => {
    expect(formatFileSize(2_500_000)).toBe('2.50 MB');
    expect(formatFileSize(1_000_001)).toBe('1.00 MB');
    expect(formatFileSize(1_000_000)).toBe('1000.00 KB');
    expect(formatFileSize(1_536)).toBe('1.54 KB');
  });

  it('shows bytes up to 1e3', () => {
    expect(formatFileSize(1_000)).toBe('1000 bytes');
    expect(formatFileSize(0)).toBe('0 bytes');
  });
});

describe('formatSizeLimit', () => {
  it('says a limit as people do, without trailing zeros', () => {
    expect(formatSizeLimit(50e6)).toBe('50 MB');
    expect(formatSizeLimit(2.5e6)).toBe('2.5 MB');
    expect(formatSizeLimit(500e3)).toBe('500 KB');
    expect(formatSizeLimit(900)).toBe('900 bytes');
  });
});
