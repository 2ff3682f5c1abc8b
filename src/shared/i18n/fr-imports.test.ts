import { describe, expect, it } from 'vitest';
import { importsScreen } from '#shared/i18n/fr-imports';

// The server's limits (MAX_IMPORT_ROWS, MAX_IMPORT_MB) as the file step says them: French
// digit groups (a narrow no-break space) and decimal comma.
describe('the import limits in French', () => {
  it('groups the rows and writes the megabytes with a comma', () => {
    expect(importsScreen.fileHint(50_000, 20)).toBe(
      'Glissez le fichier ici ou choisissez-le. 50\u202f000 lignes ou 20 Mo au plus.',
    );
    expect(importsScreen.fileHint(1_234_567, 0.5)).toContain(
      '1\u202f234\u202f567 lignes ou 0,5 Mo',
    );
    expect(importsScreen.errors.tooLarge(2.5)).toBe('Le fichier dépasse 2,5 Mo.');
  });
});
