import { and, asc, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import { agencies, users } from '#server/db/schema/identity';
import {
  superAdminClientSearch,
  superAdminCollaborationSearch,
  superAdminInfluencerSearch,
} from '#server/db/schema/superadmin';
import {
  decodeCursorKeys,
  encodeCursorKeys,
  isCursorId,
  isCursorMoment,
  isCursorText,
} from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { agencyFilter } from '#server/features/superadmin/platform-overview';
import { containsTerm, isRealAgency } from '#server/features/superadmin/platform-sql';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { isAcceptedDay } from '#shared/domain/dates';
import { normalizeSearchText } from '#shared/domain/search';
import { PLATFORM_LIST_LIMIT, type PlatformListQuery } from '#shared/schemas/superadmin';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';

// The keyset pages of the super admin's lists, across agencies (the tiles) or in one (the
// tabs): agency by agency, then in the order of the agency's own screen, each an ordered range
// of an existing index. Clients, influencers and collaborations are picked through the search
// views (trigram indexes usable, schema/superadmin.ts), members from users (a few per agency).
// A position is the row's sort keys, the agency first; the rows are read afterwards.

export type Scope = { agencyId?: string };
export type Picked = { ids: string[]; nextCursor: string | null };

const LIMIT = PLATFORM_LIST_LIMIT;

function toPage<R extends { id: string }>(rows: R[], keysOf: (row: R) => unknown[]): Picked {
  const page = rows.slice(0, LIMIT);
  const last = rows.length > LIMIT ? page[page.length - 1] : undefined;
  return {
    ids: page.map((row) => row.id),
    nextCursor: last ? encodeCursorKeys(keysOf(last)) : null,
  };
}

const decode = <P>(cursor: string | undefined, read: (keys: unknown[]) => P | null) =>
  cursor ? decodeCursorKeys(cursor, superAdminScreen.fields.cursor, read) : null;

// Across agencies, demo agencies are left out (decision 0038); one agency's tab shows its rows.
const inScope = (column: SQL | typeof users.agencyId, scope: Scope) =>
  scope.agencyId ? sql`${column} = ${scope.agencyId}::uuid` : isRealAgency(sql`${column}`);

/** Agencies by name, in natural order (as the agency table sorts them). */
export async function pickAgencies(ctx: PlatformContext, query: PlatformListQuery) {
  const after = decode(query.cursor, (keys) =>
    keys.length === 2 && isCursorText(keys[0]) && isCursorId(keys[1])
      ? { sortKey: keys[0], id: keys[1] }
      : null,
  );
  const key = agencies.sortKey;
  const rows = await ctx.db
    .select({ id: agencies.id, sortKey: sql<string>`${key}` })
    .from(agencies)
    .where(
      and(
        agencyFilter(query.q),
        after ? sql`(${key}, ${agencies.id}) > (${after.sortKey}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(key, asc(agencies.id))
    .limit(LIMIT + 1);
  return toPage(rows, (row) => [row.sortKey, row.id]);
}

/** Members of agencies, in the order they came. */
export async function pickUsers(ctx: PlatformContext, scope: Scope, query: PlatformListQuery) {
  const after = decode(query.cursor, (keys) =>
    keys.length === 3 && isCursorId(keys[0]) && isCursorMoment(keys[1]) && isCursorId(keys[2])
      ? { agencyId: keys[0], createdAt: keys[1], id: keys[2] }
      : null,
  );
  const term = normalizeSearchText(query.q);
  const rows = await ctx.db
    .select({
      id: users.id,
      agencyId: sql<string>`${users.agencyId}`,
      createdAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.agencyId),
        inScope(users.agencyId, scope),
        term
          ? containsTerm(
              sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.jobTitle}`,
              term,
            )
          : undefined,
        after
          ? sql`(${users.agencyId}, ${users.createdAt}, ${users.id}) >
                (${after.agencyId}::uuid, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.agencyId), asc(users.createdAt), asc(users.id))
    .limit(LIMIT + 1);
  return toPage(rows, (row) => [row.agencyId, row.createdAt, row.id]);
}

/** Clients by brand, in natural order (decision 0019). */
export async function pickClients(ctx: PlatformContext, scope: Scope, query: PlatformListQuery) {
  const v = superAdminClientSearch;
  const after = decode(query.cursor, (keys) =>
    keys.length === 3 && isCursorId(keys[0]) && isCursorText(keys[1]) && isCursorId(keys[2])
      ? { agencyId: keys[0], sortKey: keys[1], id: keys[2] }
      : null,
  );
  const rows = await ctx.db
    .select({ id: v.id, agencyId: v.agencyId, sortKey: v.sortKey })
    .from(v)
    .where(
      and(
        inScope(sql`${v.agencyId}`, scope),
        searchFilter(query.q, { searchText: v.searchText }),
        after
          ? sql`(${v.agencyId}, ${v.sortKey}, ${v.id}) >
                (${after.agencyId}::uuid, ${after.sortKey}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(v.agencyId), asc(v.sortKey), asc(v.id))
    .limit(LIMIT + 1);
  return toPage(rows, (row) => [row.agencyId, row.sortKey, row.id]);
}

/** Influencers as their screen shows them: active first, exclusive first, then by name. */
export async function pickInfluencers(
  ctx: PlatformContext,
  scope: Scope,
  query: PlatformListQuery,
) {
  const v = superAdminInfluencerSearch;
  const isFlag = (value: unknown) => value === 0 || value === 1;
  const after = decode(query.cursor, (keys) =>
    keys.length === 5 &&
    isCursorId(keys[0]) &&
    isFlag(keys[1]) &&
    isFlag(keys[2]) &&
    isCursorText(keys[3]) &&
    isCursorId(keys[4])
      ? {
          agencyId: keys[0],
          isArchived: keys[1] === 1,
          isRegular: keys[2] === 1,
          sortKey: keys[3],
          id: keys[4],
        }
      : null,
  );
  // "Exclusive first" is "regular" (not exclusive) ascending, so one row comparison pages it.
  const isRegular = sql<boolean>`not ${v.isExclusive}`;
  const rows = await ctx.db
    .select({
      id: v.id,
      agencyId: v.agencyId,
      isArchived: v.isArchived,
      isRegular,
      sortKey: v.sortKey,
    })
    .from(v)
    .where(
      and(
        inScope(sql`${v.agencyId}`, scope),
        searchFilter(query.q, { searchText: v.searchText }),
        after
          ? sql`(${v.agencyId}, ${v.isArchived}, ${isRegular}, ${v.sortKey}, ${v.id}) >
                (${after.agencyId}::uuid, ${after.isArchived}, ${after.isRegular},
                 ${after.sortKey}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(v.agencyId), asc(v.isArchived), asc(isRegular), asc(v.sortKey), asc(v.id))
    .limit(LIMIT + 1);
  return toPage(rows, (row) => [
    row.agencyId,
    row.isArchived ? 1 : 0,
    row.isRegular ? 1 : 0,
    row.sortKey,
    row.id,
  ]);
}

/** Collaborations newest contact first (the agencies in reverse, so one backward index scan). */
export async function pickCollaborations(
  ctx: PlatformContext,
  scope: Scope,
  query: PlatformListQuery,
) {
  const v = superAdminCollaborationSearch;
  const after = decode(query.cursor, (keys) =>
    keys.length === 4 &&
    isCursorId(keys[0]) &&
    typeof keys[1] === 'string' &&
    isAcceptedDay(keys[1]) &&
    isCursorMoment(keys[2]) &&
    isCursorId(keys[3])
      ? { agencyId: keys[0], contactDate: keys[1], createdAt: keys[2], id: keys[3] }
      : null,
  );
  const rows = await ctx.db
    .select({
      id: v.id,
      agencyId: v.agencyId,
      contactDate: v.contactDate,
      createdAt: sql<string>`${v.createdAt}::text`.as('created_at_text'),
    })
    .from(v)
    .where(
      and(
        inScope(sql`${v.agencyId}`, scope),
        searchFilter(query.q, { searchText: v.searchText }),
        after
          ? sql`(${v.agencyId}, ${v.contactDate}, ${v.createdAt}, ${v.id}) <
                (${after.agencyId}::uuid, ${after.contactDate}::date,
                 ${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(v.agencyId), desc(v.contactDate), desc(v.createdAt), desc(v.id))
    .limit(LIMIT + 1);
  return toPage(rows, (row) => [row.agencyId, row.contactDate, row.createdAt, row.id]);
}
