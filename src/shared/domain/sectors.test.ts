import { describe, expect, it } from 'vitest';
import {
  SECTOR_MAINS,
  SECTOR_SUBCATEGORIES,
  getSectorSubcategories,
  isSectorMain,
  isValidSector,
} from '#shared/domain/sectors';
import { sectorLabels } from '#shared/i18n/fr-sectors';

describe('the sector taxonomy', () => {
  it('has the 17 categories of the spec, each with a French label', () => {
    expect(SECTOR_MAINS).toHaveLength(17);
    expect([...SECTOR_MAINS].sort()).toEqual(Object.keys(sectorLabels.sectors).sort());
    expect(Object.keys(SECTOR_SUBCATEGORIES).sort()).toEqual([...SECTOR_MAINS].sort());
  });

  it('lists the subcategories the spec gives for agency and fashion', () => {
    expect(getSectorSubcategories('agency')).toEqual([
      'influence',
      'pr',
      'digital',
      'creative',
      'media',
      'event',
      'communication',
    ]);
    expect(getSectorSubcategories('fashion')).toEqual([
      'ready_to_wear',
      'accessories',
      'cosmetics',
      'perfumes',
      'jewelry',
      'hair_care',
    ]);
  });

  it('gives every category 5 to 7 distinct subcategories, each with a French label', () => {
    for (const main of SECTOR_MAINS) {
      const subs = getSectorSubcategories(main);
      expect(subs.length, main).toBeGreaterThanOrEqual(5);
      expect(subs.length, main).toBeLessThanOrEqual(7);
      expect(new Set(subs).size, main).toBe(subs.length);
      const labels: Record<string, string> = sectorLabels.sectorSubcategories[main];
      expect(Object.keys(labels).sort(), main).toEqual([...subs].sort());
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
    }
  });
});

describe('isSectorMain', () => {
  it('knows the categories and nothing else', () => {
    expect(isSectorMain('pet_food')).toBe(true);
    expect(isSectorMain('Pet_food')).toBe(false);
    expect(isSectorMain('influence')).toBe(false);
    expect(isSectorMain(undefined)).toBe(false);
  });
});

describe('isValidSector', () => {
  it('accepts no sector, a category alone, or a category with one of its subcategories', () => {
    expect(isValidSector(null, null)).toBe(true);
    expect(isValidSector('', '')).toBe(true);
    expect(isValidSector('travel', null)).toBe(true);
    expect(isValidSector('fashion', 'perfumes')).toBe(true);
    expect(isValidSector('agency', 'influence')).toBe(true);
  });

  it('refuses an unknown category, a foreign subcategory or a subcategory alone', () => {
    expect(isValidSector('cooking', null)).toBe(false);
    expect(isValidSector('fashion', 'influence')).toBe(false);
    expect(isValidSector('fashion', 'unknown')).toBe(false);
    expect(isValidSector(null, 'perfumes')).toBe(false);
    expect(isValidSector('', 'perfumes')).toBe(false);
  });
});
