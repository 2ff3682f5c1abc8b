// Issue 31, decision 0061: the rules of the 'Conformité' panel as data. Each carries the text it
// comes from and the day from which it applies, so a change of the law (a threshold, a date) is
// one line here and one test beside. The panel is a help, never legal advice: be prudent.

import type { Category } from '#shared/domain/compliance/compliance-types';
import { formatLongDate } from '#shared/domain/dates';

// The countries art. 9 counts as inside (its own small file: the forms read it too).
export { INSIDE_EU_COUNTRIES, isInsideEu } from '#shared/domain/compliance/inside-eu';

export type RuleSource = {
  /** The text it comes from, as the panel cites it. */
  source: string;
  /** 'YYYY-MM-DD': the rule applies to a deal whose day is on or after it. */
  from: string;
};

// Loi n° 2023-451 du 9 juin 2023, published in the JO of 10 June 2023: in force the next day
// (code civil, art. 1), as it fixes no other date for the articles read here.
const LOI_2023_451_FROM = '2023-06-11';

/**
 * A written contract once a creator's pay plus gifts from one advertiser reach this amount
 * excluding tax over a calendar year.
 */
export const CONTRACT_THRESHOLD = {
  cents: 100_000,
  from: '2026-01-01',
  source: 'Loi n° 2023-451, art. 8 ; décret n° 2025-1137',
} as const satisfies RuleSource & { cents: number };

/** What the written contract must state: parties, missions, pay and gifts, rights. */
export const CONTRACT_DATA = {
  from: LOI_2023_451_FROM,
  source: 'Loi n° 2023-451, art. 8',
} as const satisfies RuleSource;

export type CategoryRule = RuleSource &
  ({ kind: 'none' } | { kind: 'banned' } | { kind: 'regulated'; condition: string });

// The conditions are sentences the panel shows as they are: French, here beside their source.
export const CATEGORY_RULES = {
  none: { kind: 'none', from: LOI_2023_451_FROM, source: 'Loi n° 2023-451, art. 4' },
  cosmetic_procedures: {
    kind: 'banned',
    from: LOI_2023_451_FROM,
    source: 'Loi n° 2023-451, art. 4',
  },
  medical_substitutes: {
    kind: 'banned',
    from: LOI_2023_451_FROM,
    source: 'Loi n° 2023-451, art. 4',
  },
  nicotine: { kind: 'banned', from: LOI_2023_451_FROM, source: 'Loi n° 2023-451, art. 4' },
  wild_animals: { kind: 'banned', from: LOI_2023_451_FROM, source: 'Loi n° 2023-451, art. 4' },
  sports_tips: { kind: 'banned', from: LOI_2023_451_FROM, source: 'Loi n° 2023-451, art. 4' },
  gambling: {
    kind: 'regulated',
    from: LOI_2023_451_FROM,
    source: 'Loi n° 2023-451, art. 4 ; code de la sécurité intérieure, art. L. 320-12',
    condition:
      'Publier seulement sur une plateforme qui permet d’exclure les moins de 18 ans de l’audience, avec le message de mise en garde contre les risques du jeu.',
  },
  alcohol: {
    kind: 'regulated',
    // Loi Évin (n° 91-32 du 10 janvier 1991): influencers are held to it like any advertiser.
    from: '1991-01-10',
    source: 'Code de la santé publique, art. L. 3323-2 et L. 3323-4 (loi Évin)',
    condition:
      'Contenu objectif et informatif (origine, composition, mode de production), jamais destiné aux mineurs, avec le message « L’abus d’alcool est dangereux pour la santé, à consommer avec modération ».',
  },
  crypto_financial: {
    kind: 'regulated',
    from: LOI_2023_451_FROM,
    source: 'Loi n° 2023-451, art. 4 ; code monétaire et financier, art. L. 54-10-3 et L. 54-10-5',
    condition:
      'Seulement pour un prestataire enregistré ou agréé auprès de l’AMF (ou autorisé dans l’UE) et un produit financier dont la publicité est permise, avec une information claire sur les risques.',
  },
  health_products: {
    kind: 'regulated',
    from: LOI_2023_451_FROM,
    source: 'Loi n° 2023-451, art. 4 ; code de la santé publique, art. L. 5311-1',
    condition:
      'Seulement un produit dont la publicité est permise (dispositif médical dans les conditions de la loi, complément alimentaire), sans allégation thérapeutique.',
  },
  food: {
    kind: 'regulated',
    // The health messages of food advertising apply since 1 March 2007 (décret n° 2007-263).
    from: '2007-03-01',
    source: 'Code de la santé publique, art. L. 2133-1',
    condition:
      'Message sanitaire obligatoire pour les boissons avec sucres ajoutés, sel ou édulcorants et les produits alimentaires transformés (« Pour votre santé… », mangerbouger.fr).',
  },
} as const satisfies Record<Category, CategoryRule>;

export function getCategoryRule(category: Category): CategoryRule {
  return CATEGORY_RULES[category];
}

/** A creator under this age on the publication day: the rules of loi n° 2020-1266. */
export const MINOR_RULE = {
  age: 16,
  // The law applies six months after its promulgation of 19 October 2020.
  from: '2021-04-20',
  source: 'Loi n° 2020-1266 du 19 octobre 2020',
} as const satisfies RuleSource & { age: number };

export const NON_EU_RULE = {
  from: LOI_2023_451_FROM,
  source: 'Loi n° 2023-451, art. 9',
} as const satisfies RuleSource;

/** 'Publicité' or 'Collaboration commerciale'; 'Image retouchée', 'Image virtuelle'. */
export const MENTIONS_RULE = {
  from: LOI_2023_451_FROM,
  source: 'Loi n° 2023-451, art. 5',
} as const satisfies RuleSource;

export function isInForce(rule: RuleSource, day: string): boolean {
  return day >= rule.from;
}

/** « 1er janvier 2026 »: the day a rule applies from, as the panel says it. */
export function formatRuleDay(day: string): string {
  return formatLongDate(day).replace(/^1 /, '1er ');
}

// A suggestion from the client's sector, which the user confirms: the sectors say little about
// the banned categories (a cosmetics brand is not a cosmetic surgeon), so none is suggested.
const SUB_CATEGORIES: Record<string, Category> = {
  'finance.crypto': 'crypto_financial',
  'finance.investment': 'crypto_financial',
  'luxury.spirits': 'alcohol',
  'health.pharmacy': 'health_products',
  'health.medical': 'health_products',
  'health.supplements': 'health_products',
  'health.nutrition': 'food',
  'sport.sports_nutrition': 'food',
};

export function suggestCategory(sectorMain: string | null, sectorSub: string | null): Category {
  if (!sectorMain) return 'none';
  const bySub = sectorSub ? SUB_CATEGORIES[`${sectorMain}.${sectorSub}`] : undefined;
  if (bySub) return bySub;
  return sectorMain === 'food' ? 'food' : 'none';
}
