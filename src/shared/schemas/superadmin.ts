import { z } from 'zod';
import { cursorField, enumField, queryIntegerField, searchField } from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';

const t = fr.superAdminScreen.fields;

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

/** The agency table: searched by name or id prefix, sorted on one column, paged by number. */
export const agencyTableQuerySchema = z.object({
  q: searchField(t.search),
  sort: enumField(AGENCY_TABLE_SORTS, t.sort).default('name'),
  dir: enumField(SORT_DIRECTIONS, t.direction).default('asc'),
  page: queryIntegerField(t.page, 1, 100_000).default(1),
});
export type AgencyTableQuery = z.infer<typeof agencyTableQuerySchema>;

/** Tile lists and agency tabs: a search and the `nextCursor` of the previous page. */
export const platformListQuerySchema = z.object({
  q: searchField(t.search),
  cursor: cursorField(t.cursor),
});
export type PlatformListQuery = z.infer<typeof platformListQuerySchema>;

/** The owner's access log (Compte screen), newest first. */
export const platformAccessQuerySchema = z.object({ cursor: cursorField(t.cursor) });
export type PlatformAccessQuery = z.infer<typeof platformAccessQuerySchema>;
