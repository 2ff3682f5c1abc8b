import { describe, expect, it } from 'vitest';
import {
  CATEGORY_RULES,
  CONTRACT_DATA,
  CONTRACT_THRESHOLD,
  INSIDE_EU_COUNTRIES,
  MENTIONS_RULE,
  MINOR_RULE,
  NON_EU_RULE,
  formatRuleDay,
  isInForce,
  isInsideEu,
  suggestCategory,
} from '#shared/domain/compliance/compliance-rules';
import {
  BANNED_CATEGORIES,
  CATEGORIES,
  REGULATED_CATEGORIES,
} from '#shared/domain/compliance/compliance-types';
import { SECTOR_MAINS, SECTOR_SUBCATEGORIES } from '#shared/domain/sectors';
import { compliance } from '#shared/i18n/fr-compliance';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('the rules as data', () => {
  it('sets the written contract at 1,000 € HT from 1 January 2026 (décret n° 2025-1137)', () => {
    expect(CONTRACT_THRESHOLD).toEqual({
      cents: 100_000,
      from: '2026-01-01',
      source: 'Loi n° 2023-451, art. 8 ; décret n° 2025-1137',
    });
    expect(CONTRACT_DATA.source).toBe('Loi n° 2023-451, art. 8');
  });

  it('gives every rule a source and a day from which it applies', () => {
    const rules = [CONTRACT_THRESHOLD, CONTRACT_DATA, MINOR_RULE, NON_EU_RULE, MENTIONS_RULE];
    for (const rule of [...rules, ...Object.values(CATEGORY_RULES)]) {
      expect(rule.source).not.toBe('');
      expect(rule.from).toMatch(DAY);
    }
  });

  it('bans the five categories of art. 4 from the law’s entry into force', () => {
    for (const category of BANNED_CATEGORIES) {
      expect(CATEGORY_RULES[category]).toEqual({
        kind: 'banned',
        from: '2023-06-11',
        source: 'Loi n° 2023-451, art. 4',
      });
    }
  });

  it('gives each regulated category its condition in French and its text', () => {
    for (const category of REGULATED_CATEGORIES) {
      const rule = CATEGORY_RULES[category];
      expect(rule.kind).toBe('regulated');
      expect(rule.condition).toMatch(/^[A-ZÀ-Ý].+\.$/);
    }
    expect(CATEGORY_RULES.alcohol.source).toContain('L. 3323-2');
    expect(CATEGORY_RULES.food.source).toContain('L. 2133-1');
    expect(CATEGORY_RULES.gambling.condition).toContain('moins de 18 ans');
    expect(CATEGORY_RULES.crypto_financial.condition).toContain('enregistré ou agréé');
  });

  it('labels every category', () => {
    expect(Object.keys(compliance.categories).sort()).toEqual([...CATEGORIES].sort());
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual([...CATEGORIES].sort());
  });

  it('reads a minor as under 16 (loi n° 2020-1266), the mentions from art. 5, outside from art. 9', () => {
    expect(MINOR_RULE).toMatchObject({ age: 16, source: 'Loi n° 2020-1266 du 19 octobre 2020' });
    expect(MENTIONS_RULE.source).toBe('Loi n° 2023-451, art. 5');
    expect(NON_EU_RULE.source).toBe('Loi n° 2023-451, art. 9');
  });
});

describe('isInForce', () => {
  it('applies a rule from its day on, not the day before', () => {
    expect(isInForce(CONTRACT_THRESHOLD, '2025-12-31')).toBe(false);
    expect(isInForce(CONTRACT_THRESHOLD, '2026-01-01')).toBe(true);
  });

  it('says the day the French way', () => {
    expect(formatRuleDay('2026-01-01')).toBe('1er janvier 2026');
    expect(formatRuleDay('2023-06-11')).toBe('11 juin 2023');
  });
});

describe('isInsideEu', () => {
  it('counts the EU, the EEA and Switzerland as inside', () => {
    for (const country of ['FR', 'DE', 'ES', 'GR', 'NO', 'IS', 'LI', 'CH', 'RE', 'fr', ' be ']) {
      expect(isInsideEu(country)).toBe(true);
    }
  });

  it('counts the rest, the United Kingdom and Monaco included, as outside', () => {
    for (const country of ['GB', 'US', 'AE', 'MC', 'MA', 'PF', '']) {
      expect(isInsideEu(country)).toBe(false);
    }
  });

  it('holds the 27 member states, 6 outermost regions, 3 EEA states and Switzerland', () => {
    expect(INSIDE_EU_COUNTRIES.size).toBe(27 + 6 + 3 + 1);
  });
});

describe('suggestCategory', () => {
  it('suggests from the client’s sector', () => {
    expect(suggestCategory('finance', 'crypto')).toBe('crypto_financial');
    expect(suggestCategory('finance', 'investment')).toBe('crypto_financial');
    expect(suggestCategory('luxury', 'spirits')).toBe('alcohol');
    expect(suggestCategory('health', 'pharmacy')).toBe('health_products');
    expect(suggestCategory('health', 'medical')).toBe('health_products');
    expect(suggestCategory('health', 'supplements')).toBe('health_products');
    expect(suggestCategory('health', 'nutrition')).toBe('food');
    expect(suggestCategory('food', 'snacks')).toBe('food');
    expect(suggestCategory('food', null)).toBe('food');
  });

  it('suggests nothing for the other sectors, or without one', () => {
    expect(suggestCategory('finance', 'banking')).toBe('none');
    expect(suggestCategory('health', null)).toBe('none');
    expect(suggestCategory('fashion', 'cosmetics')).toBe('none');
    expect(suggestCategory(null, null)).toBe('none');
    expect(suggestCategory(null, 'crypto')).toBe('none');
  });

  it('returns a known category for every sector of the taxonomy', () => {
    for (const main of SECTOR_MAINS) {
      for (const sub of [null, ...SECTOR_SUBCATEGORIES[main]]) {
        expect(CATEGORIES).toContain(suggestCategory(main, sub));
      }
    }
  });
});
