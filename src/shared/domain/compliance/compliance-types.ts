// Issue 31: what the 'Conformité' panel of a deal reads (the facts, gathered by the server from
// the deal, its creators, its client and its contents) and what it shows (one check each, with a
// level, one French sentence of why and the text it comes from). The rules that turn the first
// into the second are data in compliance-rules.ts; the evaluation is compliance-checks.ts.

/** 'OK', 'À faire', 'Bloquant'. */
export const COMPLIANCE_LEVELS = ['ok', 'todo', 'blocking'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];

/** The checks of the panel, in the order it lists them; the overview filters by these ids. */
export const COMPLIANCE_CHECK_IDS = [
  'written_contract', // a written contract is required (pay + gifts ≥ threshold in a year)
  'contract_data', // the contract's mandatory data is complete
  'category', // banned or regulated category
  'minor', // creator under 16 on the publication day
  'non_eu', // creator established outside the EU: representative and insurance
  'mentions', // captions carry 'Publicité' / 'Collaboration commerciale', retouched / virtual
] as const;
export type ComplianceCheckId = (typeof COMPLIANCE_CHECK_IDS)[number];

/** None; banned outright (loi n° 2023-451, art. 4); or allowed under conditions. */
export const BANNED_CATEGORIES = [
  'cosmetic_procedures',
  'medical_substitutes',
  'nicotine',
  'wild_animals',
  'sports_tips',
] as const;
export const REGULATED_CATEGORIES = [
  'gambling',
  'alcohol',
  'crypto_financial',
  'health_products',
  'food',
] as const;
export const CATEGORIES = ['none', ...BANNED_CATEGORIES, ...REGULATED_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];

/** A line (this deal's or another's) of one creator with one brand: what sums to the threshold. */
export type BrandYearLine = {
  collaborationId: string;
  /** The deal's day (its contact date): its calendar year is the one that counts. */
  day: string;
  rateCents: number;
  giftsCents: number;
};

/** The party data a contract needs (art. 8): identity, postal and electronic addresses, country. */
export type PartyFacts = {
  name: string;
  address: string;
  email: string;
  /** ISO 3166-1 alpha-2, '' when unknown. */
  country: string;
};

export type CreatorFacts = {
  /** The collaboration_influencers row. */
  lineId: string;
  fullName: string;
  /** This deal's pay and gifts for this creator. */
  rateCents: number;
  giftsCents: number;
  /**
   * Every line of this creator with this deal's brand (this deal's included), from all the
   * agency's deals of the years around this deal's: the rule picks the calendar year.
   */
  brandLines: BrandYearLine[];
  party: PartyFacts;
  birthDate: string | null;
  /** The creator's representative in the EU and liability insurance (art. 9), when outside it. */
  euRepresentative: string;
  hasLiabilityInsurance: boolean;
  /** The deliverables (missions) of this creator in the deal. */
  missionCount: number;
  /** The earliest publication day known (published, else planned), else null. */
  firstPublicationDay: string | null;
  /** The creator's contract in the product, if any. */
  contract: {
    isSignedByCreator: boolean;
    isSignedByAgency: boolean;
    /** A signed file uploaded by hand. */
    hasSignedUpload: boolean;
  } | null;
};

export type DeliverableFacts = {
  id: string;
  /** 'Reel Instagram — Léa Martin': how the panel names it. */
  label: string;
  /** The latest draft's caption; null while no draft was received. */
  caption: string | null;
  isRetouched: boolean;
  isVirtual: boolean;
};

export type ComplianceFacts = {
  /** The deal's contact date: its year and the rules in force that day. */
  day: string;
  /** Confirmed by the user; null while not confirmed (the suggestion then shows). */
  category: Category | null;
  suggestedCategory: Category;
  /** The agency ticked that the regulated category's conditions are met. */
  areCategoryConditionsMet: boolean;
  /** The advertiser (the client): the contract's other party. */
  brand: PartyFacts;
  /** The rights granted: what uses, and for how many months. */
  rightsUsage: string;
  rightsMonths: number | null;
  creators: CreatorFacts[];
  deliverables: DeliverableFacts[];
};

export type ComplianceCheck = {
  id: ComplianceCheckId;
  level: ComplianceLevel;
  /** The creator line it is about, for per-creator checks; null for the deal's. */
  lineId: string | null;
  /** One French sentence of why. */
  sentence: string;
  /** The text it comes from: « Loi n° 2023-451, art. 8 ; décret n° 2025-1137 ». */
  source: string;
};
