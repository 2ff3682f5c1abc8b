// The super admin's lists and sorts (issue 17): plain values the screens read without the
// validation code (issue 18); the schemas validate against them.

/** What a super admin opened, as the agency's access log says it (issue 17 §5). */
export const PLATFORM_ACCESS_SUBJECTS = [
  'agency',
  'client',
  'influencer',
  'collaboration',
] as const;
export type PlatformAccessSubject = (typeof PLATFORM_ACCESS_SUBJECTS)[number];

/** The dashboard's tiles that open a list (CA Total opens the agency table sorted by revenue). */
export const PLATFORM_ITEM_KINDS = [
  'agencies',
  'users',
  'clients',
  'influencers',
  'collaborations',
] as const;
export type PlatformItemKind = (typeof PLATFORM_ITEM_KINDS)[number];

export const AGENCY_TABLE_SORTS = [
  'name',
  'createdAt',
  'users',
  'clients',
  'influencers',
  'collaborations',
  'revenue',
] as const;
export type AgencyTableSort = (typeof AGENCY_TABLE_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const AGENCY_TABLE_PAGE_SIZE = 20;
/** Tile lists, agency tabs and the access log: keyset pages of this many. */
export const PLATFORM_LIST_LIMIT = 50;
