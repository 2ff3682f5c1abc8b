// Issue 30: a row of a readings file read as the reading form reads its fields, and the
// headers people write guessed to the reading's fields.
import { describe, expect, it } from 'vitest';
import { checkReadingRow } from '#server/features/imports/import-reading-rows';
import { guessMapping } from '#shared/domain/import-headers';
import type { ColumnMapping } from '#shared/domain/imports';
import { fr } from '#shared/i18n/fr';
import { importsScreen } from '#shared/i18n/fr-imports';
import { performance } from '#shared/i18n/fr-performance';

const MAPPING: ColumnMapping = ['publishedUrl', 'readOn', 'impressions', 'views', 'likes'];
const check = (cells: string[], mapping = MAPPING) => checkReadingRow(mapping, { line: 7, cells });

describe('the headers of a readings file', () => {
  it("are the reading form's labels, or the words people use", () => {
    expect(
      guessMapping('readings', [
        'Lien de la publication',
        'Date du relevé',
        'Impressions',
        'Portée',
        'Vues',
        "J'aime",
        'Commentaires',
        'Partages',
        'Enregistrements',
        'Clics sur le lien',
        'Ventes ou codes promo utilisés',
      ]),
    ).toEqual([
      'publishedUrl',
      'readOn',
      'impressions',
      'reach',
      'views',
      'likes',
      'comments',
      'shares',
      'saves',
      'linkClicks',
      'sales',
    ]);
    expect(guessMapping('readings', ['URL', 'Date', 'Likes', 'Reach', 'Notes'])).toEqual([
      'publishedUrl',
      'readOn',
      'likes',
      'reach',
      null,
    ]);
  });
});

describe('a row of a readings file', () => {
  it('gives the link as compared, the day and the numbers as typed in France', () => {
    const record = check([
      'https://www.instagram.com/p/Abc/?igsh=x',
      '07/11/2026',
      '12 500',
      '1,2k',
      '',
    ]);
    expect(record).toMatchObject({
      ok: true,
      kind: 'readings',
      value: {
        link: 'instagram.com/p/Abc',
        linkColumn: 0,
        target: null,
        reading: {
          readOn: '2026-11-07',
          impressions: 12_500,
          views: 1_200,
          likes: null,
          sales: null,
        },
      },
    });
  });

  it("refuses with the reading form's messages, each on its column", () => {
    const errorsOf = (cells: string[]) => {
      const record = check(cells);
      expect(record.ok).toBe(false);
      return record.ok ? [] : record.errors;
    };
    expect(errorsOf(['instagram.com/p/a', '2026-11-07', '-3', '10', '2'])).toEqual([
      { line: 7, column: 2, message: fr.fields.wholeNumber(performance.metrics.impressions) },
    ]);
    expect(errorsOf(['instagram.com/p/a', '2026-11-07', '1,5', '', ''])[0]).toMatchObject({
      column: 2,
      message: fr.fields.wholeNumber(performance.metrics.impressions),
    });
    expect(errorsOf(['instagram.com/p/a', '2026-11-07', '', '10', '11'])).toEqual([
      { line: 7, column: 4, message: performance.errors.likesAboveViews },
    ]);
    expect(errorsOf(['instagram.com/p/a', '2026-11-07', '', '', ''])).toEqual([
      { line: 7, column: 2, message: performance.errors.noMetric },
    ]);
    expect(errorsOf(['', '', '5', '', ''])).toEqual([
      { line: 7, column: 0, message: importsScreen.errors.noLink },
      { line: 7, column: 1, message: fr.fields.required(performance.readOn) },
    ]);
  });

  it('without a mapped statistic, says so on the row', () => {
    const record = check(['instagram.com/p/a', '2026-11-07'], ['publishedUrl', 'readOn']);
    expect(record).toMatchObject({
      ok: false,
      errors: [{ line: 7, column: null, message: performance.errors.noMetric }],
    });
  });
});
