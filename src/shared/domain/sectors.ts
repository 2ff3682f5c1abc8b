// The sector taxonomy of clients (spec §3). The spec gives the 17 categories and the
// subcategories of 'agency' and 'fashion'; the other lists are ours, 5 to 7 each, chosen so that
// an agency can tell its brands apart. Labels live in src/shared/i18n/fr-sectors.ts (sectors,
// sectorSubcategories), out of the entry's catalogue.

export const SECTOR_MAINS = [
  'agency',
  'family',
  'tech_apps',
  'gaming',
  'health',
  'home',
  'finance',
  'fashion',
  'food',
  'pet_food',
  'tech',
  'lifestyle',
  'travel',
  'sport',
  'luxury',
  'automotive',
  'entertainment',
] as const;
export type SectorMain = (typeof SECTOR_MAINS)[number];

export const SECTOR_SUBCATEGORIES = {
  agency: ['influence', 'pr', 'digital', 'creative', 'media', 'event', 'communication'],
  family: ['parenting', 'childcare', 'toys', 'education', 'kids_fashion', 'family_leisure'],
  tech_apps: [
    'mobile_apps',
    'social_networks',
    'ecommerce',
    'saas',
    'dating',
    'streaming',
    'productivity',
  ],
  gaming: ['console', 'pc', 'mobile_games', 'esport', 'hardware', 'publishers'],
  health: ['pharmacy', 'nutrition', 'wellness', 'medical', 'mental_health', 'supplements'],
  home: ['furniture', 'decoration', 'diy', 'garden', 'appliances', 'cleaning'],
  finance: ['banking', 'insurance', 'investment', 'crypto', 'payment', 'real_estate'],
  fashion: ['ready_to_wear', 'accessories', 'cosmetics', 'perfumes', 'jewelry', 'hair_care'],
  food: ['beverages', 'snacks', 'organic', 'restaurants', 'meal_delivery', 'grocery'],
  pet_food: ['dog_food', 'cat_food', 'pet_care', 'pet_accessories', 'veterinary'],
  tech: ['smartphones', 'computers', 'audio', 'photo_video', 'smart_home', 'wearables'],
  lifestyle: [
    'personal_development',
    'culture',
    'eco_responsible',
    'gifts',
    'stationery',
    'outings',
  ],
  travel: ['airlines', 'hotels', 'tourism', 'tour_operators', 'rail', 'vacation_rentals'],
  sport: ['equipment', 'sportswear', 'fitness', 'sports_nutrition', 'outdoor', 'clubs'],
  luxury: ['haute_couture', 'watches', 'fine_jewelry', 'leather_goods', 'spirits', 'luxury_hotels'],
  automotive: ['manufacturers', 'electric', 'two_wheelers', 'car_equipment', 'mobility', 'dealers'],
  entertainment: ['cinema', 'series', 'music', 'live_shows', 'books', 'theme_parks'],
} as const satisfies Record<SectorMain, readonly string[]>;

export type SectorSub<M extends SectorMain = SectorMain> = (typeof SECTOR_SUBCATEGORIES)[M][number];

export function isSectorMain(value: unknown): value is SectorMain {
  return typeof value === 'string' && (SECTOR_MAINS as readonly string[]).includes(value);
}

export function getSectorSubcategories(main: SectorMain): readonly SectorSub[] {
  return SECTOR_SUBCATEGORIES[main];
}

/**
 * A client's sector: no sector at all, a category alone, or a category with one of its own
 * subcategories. A subcategory is never valid on its own nor under another category.
 */
export function isValidSector(
  main: string | null | undefined,
  sub: string | null | undefined,
): boolean {
  if (!main) return !sub;
  if (!isSectorMain(main)) return false;
  return !sub || (getSectorSubcategories(main) as readonly string[]).includes(sub);
}
