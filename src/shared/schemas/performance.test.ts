import { describe, expect, it } from 'vitest';
import { readingSchema } from '#shared/schemas/performance';
import { toFieldErrors } from '#shared/schemas/fields';
import { performance as t } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';

const errorsOf = (input: unknown) => {
  const result = readingSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

describe('readingSchema', () => {
  it('takes a day and the statistics given, the others null', () => {
    const reading = readingSchema.parse({ readOn: '2026-11-07', views: 1000, likes: 1000 });
    expect(reading).toMatchObject({ readOn: '2026-11-07', views: 1000, likes: 1000, reach: null });
    expect(reading.sales).toBeNull();
  });

  it('names the field of a negative, decimal or too large number', () => {
    const errors = errorsOf({ readOn: '2026-11-07', reach: -1, views: 1.5, shares: 1e13 });
    expect(errors.reach).toBe(fr.fields.wholeNumber('Portée'));
    expect(errors.views).toBe(fr.fields.wholeNumber('Vues'));
    expect(errors.shares).toBe(fr.fields.tooLarge('Partages'));
    expect(errorsOf({ readOn: '2026-11-07', saves: '12' }).saves).toBe(
      fr.fields.wholeNumber('Enregistrements'),
    );
  });

  it('wants at least one statistic', () => {
    expect(errorsOf({ readOn: '2026-11-07', likes: null })).toEqual({
      impressions: t.errors.noMetric,
    });
  });

  it('refuses more likes than views, when both are given', () => {
    expect(errorsOf({ readOn: '2026-11-07', views: 10, likes: 11 })).toEqual({
      likes: "Les « J'aime » ne peuvent pas dépasser les « Vues ».",
    });
    expect(errorsOf({ readOn: '2026-11-07', likes: 11 })).toEqual({});
  });

  it('names the date of the reading', () => {
    expect(errorsOf({ likes: 1 }).readOn).toBe(fr.fields.required('Date du relevé'));
    expect(errorsOf({ readOn: '2026-02-30', likes: 1 }).readOn).toBe(
      fr.fields.invalidDate('Date du relevé'),
    );
  });
});
