import { z } from 'zod';
import { cursorField, enumField, queryIntegerField, searchField } from '#shared/schemas/fields';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { AGENCY_TABLE_SORTS, SORT_DIRECTIONS } from '#shared/domain/platform-lists';

// The lists and sorts themselves live in shared/domain: the screens read them without zod.
export * from '#shared/domain/platform-lists';

const t = superAdminScreen.fields;

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
