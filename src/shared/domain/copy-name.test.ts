import { describe, expect, it } from 'vitest';
import { getCopyName } from '#shared/domain/copy-name';

const copy = (name: string) => `${name} (copie)`;

describe('getCopyName', () => {
  it('adds the suffix', () => {
    expect(getCopyName('Léa Style', 200, copy)).toBe('Léa Style (copie)');
  });

  it('shortens a name at its limit so that the copy stays within it', () => {
    const name = 'A'.repeat(200);
    const result = getCopyName(name, 200, copy);
    expect(result).toHaveLength(200);
    expect(result).toBe(`${'A'.repeat(192)} (copie)`);
  });

  it('never cuts a character in half', () => {
    const name = `${'A'.repeat(191)}😀`;
    expect(getCopyName(name, 200, copy)).toBe(`${'A'.repeat(191)} (copie)`);
  });
});
