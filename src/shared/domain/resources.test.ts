import { describe, expect, it } from 'vitest';
import { hasUrlOrFile, nameFromFileName } from '#shared/domain/resources';

describe('a resource (spec §5)', () => {
  it('is named after its file, up to the first dot', () => {
    expect(nameFromFileName('rapport.final.v2.pdf')).toBe('rapport');
    expect(nameFromFileName('brief printemps.docx')).toBe('brief printemps');
    expect(nameFromFileName('notes')).toBe('notes');
    expect(nameFromFileName('.env')).toBe('');
  });

  it('needs a URL or a file', () => {
    expect(hasUrlOrFile({ url: '', hasFile: false })).toBe(false);
    expect(hasUrlOrFile({ url: 'https://a.fr', hasFile: false })).toBe(true);
    expect(hasUrlOrFile({ url: '', hasFile: true })).toBe(true);
  });
});
