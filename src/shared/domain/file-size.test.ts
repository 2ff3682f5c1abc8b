import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#shared/domain/file-size';

describe('formatFileSize', () => {
  it('shows bytes below 1024 as a whole number', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(511.6)).toBe('512 B');
  });

  it('switches to KB at 1024 with two decimals and a comma', () => {
    expect(formatFileSize(1023.6)).toBe('1,00 KB');
    expect(formatFileSize(1024)).toBe('1,00 KB');
    expect(formatFileSize(1536)).toBe('1,50 KB');
    expect(formatFileSize(10 * 1024 + 256)).toBe('10,25 KB');
  });

  it('uses MB and GB in base 1024', () => {
    expect(formatFileSize(2 * 1024 ** 2)).toBe('2,00 MB');
    expect(formatFileSize(1.75 * 1024 ** 2)).toBe('1,75 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1,00 GB');
    expect(formatFileSize(3.5 * 1024 ** 3)).toBe('3,50 GB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1,00 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1,00 GB');
    expect(formatFileSize(1024 ** 2 - 6000)).toBe('1018,14 KB');
  });

  it('stays in GB beyond', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048,00 GB');
  });

  it("shows '0 B' for invalid or negative sizes", () => {
    for (const value of [null, undefined, NaN, Infinity, -1, -2048, '2048' as unknown as number]) {
      expect(formatFileSize(value)).toBe('0 B');
    }
  });
});
