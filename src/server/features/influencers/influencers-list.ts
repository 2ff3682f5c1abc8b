import { and, asc, eq, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import {
  influencerPlatforms,
  influencers,
  tenantInfluencerSearch,
} from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { isUuid } from '#server/lib/validate';
import type { Platform } from '#shared/domain/enums';
import { isShortTerm, planSearch } from '#shared/domain/search';
import type { InfluencerListQuery, InfluencerPickerQuery } from '#shared/schemas/influencers';
import { fr } from '#shared/i18n/fr';
import { withRates } from '#server/features/influencers/influencer-picker-rates';

// Exclusive influencers first, then by name (spec §9) in natural order (decision 0019). The
// btree index is (agency, archived, exclusive, sort_key, id), so each group is one ordered range
// scan and a page that crosses from exclusive to regular reads the first group's end, then the
// second's start. Ids come from the search view (trigram index usable); rows through row-level
// security.

type Position = { isExclusive: boolean; sortKey: string; id: string };

const v = tenantInfluencerSearch;

export const encodeCursor = (position: Position) =>
  encodeCursorKeys([position.isExclusive ? 1 : 0, position.sortKey, position.id]);

// Any text PostgreSQL can compare: it refuses NUL (the cursor's length is capped by its schema).
const isCursorSortKey = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\u0000');

export const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, fr.influencers.cursor, (keys): Position | null =>
    keys.length === 3 &&
    (keys[0] === 0 || keys[0] === 1) &&
    isCursorSortKey(keys[1]) &&
    isUuid(keys[2])
      ? { isExclusive: keys[0] === 1, sortKey: keys[1], id: keys[2] }
      : null,
  );

const listSearchColumns = { searchText: v.searchText };

// Spec §5: the picker searches by full name or username only, not by handle. The search text
// (its trigram index from 3 characters) narrows the rows down; the name and username are then
// checked one by one.
function pickerSearchFilter(q: string): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  const [pattern] = plan.patterns as [string];
  return and(
    like(v.searchText, pattern),
    or(like(v.sortName, pattern), like(sql`lower(${v.username})`, pattern)),
  );
}

async function pickPositions(
  ctx: AgencyContext,
  options: {
    isArchived: boolean;
    exclusive: boolean | undefined;
    after: Position | null;
    filter: SQL | undefined;
    count: number;
  },
): Promise<Position[]> {
  const { after } = options;
  const groups = options.exclusive === undefined ? [true, false] : [options.exclusive];
  const positions: Position[] = [];
  for (const isExclusive of groups) {
    // Exclusive ones come first: a cursor among the regular ones has left them all behind.
    if (after && isExclusive && !after.isExclusive) continue;
    const isSameGroup = after !== null && after.isExclusive === isExclusive;
    const rows = await ctx.db
      .select({ isExclusive: v.isExclusive, sortKey: v.sortKey, id: v.id })
      .from(v)
      .where(
        and(
          eq(v.agencyId, ctx.agencyId),
          eq(v.isArchived, options.isArchived),
          eq(v.isExclusive, isExclusive),
          isSameGroup ? sql`(${v.sortKey}, ${v.id}) > (${after.sortKey}, ${after.id})` : undefined,
          options.filter,
        ),
      )
      .orderBy(asc(v.sortKey), asc(v.id))
      .limit(options.count - positions.length);
    positions.push(...rows);
    if (positions.length >= options.count) break;
  }
  return positions;
}

/** The rows of a page, in the order of ids, with their first platform. */
async function getInfluencerSummaries(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: influencers.id,
      fullName: influencers.fullName,
      username: influencers.username,
      isExclusive: influencers.isExclusive,
      isArchived: influencers.isArchived,
    })
    .from(influencers)
    .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.id, ids)));
  const platforms = await ctx.db
    .selectDistinctOn([influencerPlatforms.influencerId], {
      influencerId: influencerPlatforms.influencerId,
      name: influencerPlatforms.name,
      handle: influencerPlatforms.handle,
      audience: influencerPlatforms.audience,
    })
    .from(influencerPlatforms)
    .where(
      and(
        eq(influencerPlatforms.agencyId, ctx.agencyId),
        inArray(influencerPlatforms.influencerId, ids),
      ),
    )
    .orderBy(asc(influencerPlatforms.influencerId), asc(influencerPlatforms.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const firstPlatform = new Map(platforms.map((p) => [p.influencerId, p]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const platform = firstPlatform.get(id);
    return [
      {
        ...row,
        mainPlatform: platform
          ? {
              name: platform.name as Platform,
              handle: platform.handle,
              audience: platform.audience,
            }
          : null,
      },
    ];
  });
}

/** A page of the list; `nextCursor` is null on the last page. */
export async function listInfluencers(ctx: AgencyContext, query: InfluencerListQuery) {
  const positions = await pickPositions(ctx, {
    isArchived: query.archived,
    exclusive: query.exclusive,
    after: query.cursor ? decodeCursor(query.cursor) : null,
    filter: searchFilter(query.q, listSearchColumns),
    count: query.limit + 1,
  });
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await getInfluencerSummaries(
      ctx,
      page.map((p) => p.id),
    ),
    nextCursor: positions.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** The picker of other screens: active influencers, minus those already chosen. */
export async function pickInfluencers(ctx: AgencyContext, query: InfluencerPickerQuery) {
  const excluded = query.excludeIds.length > 0 ? not(inArray(v.id, query.excludeIds)) : undefined;
  // A short term reads every row of the agency (no trigram serves it). Its name-or-username
  // test makes each row cost more, so the planner splits the scan over parallel workers, which
  // on a 2-core server compete with the app: measured, p50 66 ms with them, 48 ms without
  // (decision 0008). The list's cheaper test keeps its plan.
  if (isShortTerm(query.q)) {
    await ctx.db.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
  }
  const positions = await pickPositions(ctx, {
    isArchived: false,
    exclusive: undefined,
    after: null,
    filter: and(pickerSearchFilter(query.q), excluded),
    count: query.limit,
  });
  const items = await getInfluencerSummaries(
    ctx,
    positions.map((p) => p.id),
  );
  // With their rates: a deal's new line starts from them (issue 11).
  return { items: await withRates(ctx, items) };
}
