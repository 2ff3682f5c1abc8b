import { describe, expect, it } from 'vitest';
import { getAgeOn } from '#shared/domain/compliance/compliance-creator-checks';
import { checkOf, creatorFacts, dealFacts } from '#shared/domain/compliance/compliance-testing';
import { compliance } from '#shared/i18n/fr-compliance';

const withCreator = (overrides: Parameters<typeof creatorFacts>[0]) =>
  dealFacts({ creators: [creatorFacts(overrides)] });

describe('getAgeOn', () => {
  it('turns a year older on the birthday, not the day before', () => {
    expect(getAgeOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(getAgeOn('2010-06-15', '2026-06-15')).toBe(16);
  });

  it('gives a 29 February birthday on 1 March of a common year', () => {
    expect(getAgeOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(getAgeOn('2008-02-29', '2024-02-29')).toBe(16);
    expect(getAgeOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(getAgeOn('2009-02-28', '2026-02-28')).toBe(17);
  });
});

describe('the minor check', () => {
  it('applies loi n° 2020-1266 at 15 years and 364 days on the publication day', () => {
    const check = checkOf(
      withCreator({ birthDate: '2010-06-15', firstPublicationDay: '2026-06-14' }),
      'minor',
    );
    expect(check).toMatchObject({
      level: 'todo',
      lineId: 'line-1',
      source: 'Loi n° 2020-1266 du 19 octobre 2020',
    });
    expect(check.sentence).toBe(compliance.minor.under(16, '14 juin 2026'));
    expect(check.sentence).toContain('Caisse des dépôts');
    expect(check.sentence).toContain('droit à l’effacement');
  });

  it('is OK on the 16th birthday', () => {
    const facts = withCreator({ birthDate: '2010-06-15', firstPublicationDay: '2026-06-15' });
    expect(checkOf(facts, 'minor')).toMatchObject({
      level: 'ok',
      sentence: '16 ans ou plus le 15 juin 2026.',
    });
  });

  it('reads the deal’s day while no publication day is known', () => {
    const young = withCreator({ birthDate: '2010-03-11', firstPublicationDay: null });
    expect(checkOf({ ...young, day: '2026-03-10' }, 'minor').level).toBe('todo');
    expect(checkOf({ ...young, day: '2026-03-11' }, 'minor').level).toBe('ok');
  });

  it('asks for an unknown birth date', () => {
    expect(checkOf(withCreator({ birthDate: null }), 'minor')).toMatchObject({
      level: 'todo',
      sentence: compliance.minor.unknownBirthDate,
    });
  });
});

describe('the non-EU check', () => {
  const outside = (country: string, euRepresentative = '', hasLiabilityInsurance = false) =>
    checkOf(
      withCreator({
        party: { ...creatorFacts().party, country },
        euRepresentative,
        hasLiabilityInsurance,
      }),
      'non_eu',
    );

  it('is OK inside the EU, the EEA and Switzerland', () => {
    for (const country of ['FR', 'BE', 'NO', 'IS', 'LI', 'CH']) {
      expect(outside(country)).toMatchObject({ level: 'ok', sentence: compliance.nonEu.inside });
    }
  });

  it('asks for a representative in the EU and an insurance outside it (art. 9)', () => {
    expect(outside('AE')).toMatchObject({
      level: 'todo',
      lineId: 'line-1',
      source: 'Loi n° 2023-451, art. 9',
      sentence:
        'Établi hors de l’UE, à fournir : représentant légal dans l’UE et assurance de responsabilité civile.',
    });
    expect(outside('GB', 'Cabinet Dupont, Bruxelles').sentence).toBe(
      'Établi hors de l’UE, à fournir : assurance de responsabilité civile.',
    );
    expect(outside('US', '', true).sentence).toBe(
      'Établi hors de l’UE, à fournir : représentant légal dans l’UE.',
    );
    expect(outside('US', 'Cabinet Dupont, Bruxelles', true)).toMatchObject({
      level: 'ok',
      sentence: compliance.nonEu.outsideComplete,
    });
  });

  it('asks for an unknown country', () => {
    expect(outside('')).toMatchObject({ level: 'todo', sentence: compliance.nonEu.unknownCountry });
  });
});
