import { sql, type SQL } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { latestPublications, platformOf } from '#server/features/performances/performances-sql';
import type {
  PerformanceFigures,
  PerformanceGrouping,
  PerformanceRow,
  PerformancesAnswer,
  PerformancesQuery,
  RateBase,
} from '#shared/schemas/performances';

// Issue 30, decision 0058: 'Performances' in Toutes les campagnes — the indicators of the
// agency's publications per client, type, platform or month of publication, summed by the
// database over each publication's latest reading, one statement: the page of groups and the
// total of all of them (grouping sets), and how many groups there are.

/** The key of a publication's group (a column of `latestPublications`). */
const GROUP_KEYS: Record<PerformanceGrouping, SQL> = {
  client: sql`client_key`,
  type: sql`type`,
  platform: platformOf('type'),
  period: sql`to_char(published_on, 'YYYY-MM')`,
};

// The most publications first; months newest first.
const GROUP_ORDER: Record<PerformanceGrouping, SQL> = {
  client: sql`publications desc, key`,
  type: sql`publications desc, key`,
  platform: sql`publications desc, key`,
  period: sql`key desc`,
};

/**
 * The figures of a group (decision 0055): each statistic summed over the publications giving
 * it (null when none does); the engagement rate over the publications with engagements and a
 * base, each on its own base; a cost indicator divides the cost of the publications that give
 * its divisor (and, on the billed price, that are billed) by their summed divisor.
 */
const FIGURES = sql`count(*)::int as publications,
  sum(reach)::float8 as reach, sum(impressions)::float8 as impressions,
  sum(views)::float8 as views, sum(engagements)::float8 as engagements,
  sum(engagements) filter (where rate_base is not null)::float8
    / nullif(sum(rate_base) filter (where engagements is not null), 0)::float8 as "engagementRate",
  count(*) filter (where engagements is not null and rate_base is not null and on_reach)::int
    as "onReach",
  count(*) filter (where engagements is not null and rate_base is not null and not on_reach)::int
    as "onImpressions",
  sum(cost) filter (where impressions is not null) * 1000
    / nullif(sum(impressions) filter (where impressions is not null), 0) as "cpmCost",
  sum(cost) filter (where engagements is not null)
    / nullif(sum(engagements), 0) as "cpeCost",
  sum(billed) filter (where impressions is not null) * 1000
    / nullif(sum(impressions) filter (where billed is not null), 0) as "cpmBilled",
  sum(billed) filter (where engagements is not null)
    / nullif(sum(engagements) filter (where billed is not null), 0) as "cpeBilled"`;

type FiguresRow = Omit<PerformanceFigures, 'engagementBase'> & {
  onReach: number;
  onImpressions: number;
};
type GroupRow = FiguresRow & { key: string | null; label: string | null; isTotal: boolean };

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

function toFigures(row: FiguresRow | undefined): PerformanceFigures {
  const onReach = row?.onReach ?? 0;
  const onImpressions = row?.onImpressions ?? 0;
  const base: RateBase | null =
    onReach + onImpressions === 0
      ? null
      : onImpressions === 0
        ? 'reach'
        : onReach === 0
          ? 'impressions'
          : 'mixed';
  return {
    publications: row?.publications ?? 0,
    reach: numberOrNull(row?.reach ?? null),
    impressions: numberOrNull(row?.impressions ?? null),
    views: numberOrNull(row?.views ?? null),
    engagements: numberOrNull(row?.engagements ?? null),
    engagementRate: numberOrNull(row?.engagementRate ?? null),
    engagementBase: base,
    cpmCost: numberOrNull(row?.cpmCost ?? null),
    cpeCost: numberOrNull(row?.cpeCost ?? null),
    cpmBilled: numberOrNull(row?.cpmBilled ?? null),
    cpeBilled: numberOrNull(row?.cpeBilled ?? null),
  };
}

/** The publications of the period: their day, both ends included. */
function periodFilter(query: PerformancesQuery): SQL {
  const day = sql`published_on`;
  const parts = [
    query.from ? sql`${day} >= ${query.from}` : null,
    query.to ? sql`${day} <= ${query.to}` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** GET /api/performances */
export async function getPerformances(
  ctx: AgencyContext,
  query: PerformancesQuery,
): Promise<PerformancesAnswer> {
  const key = GROUP_KEYS[query.groupBy];
  // A client's name is looked up for the page's rows only.
  const label =
    query.groupBy === 'client'
      ? sql`case when key like 'brand:%' then substr(key, 7)
          else (select cl.brand_name from clients as cl where cl.id = key::uuid) end`
      : sql`key`;
  const rows = await selectRows<GroupRow & { groupCount: number }>(
    ctx.db,
    sql`with pubs as (${latestPublications(ctx, periodFilter(query))}),
    groups as (
      select ${key} as key, grouping(${key}) = 1 as "isTotal", ${FIGURES}
      from pubs group by grouping sets ((${key}), ())
    ),
    page as (
      select * from groups where not "isTotal"
      order by ${GROUP_ORDER[query.groupBy]} limit ${query.limit} offset ${query.offset}
    )
    select *, null::text as label, (select count(*) from groups where not "isTotal")::int as "groupCount"
      from groups where "isTotal"
    union all
    select *, ${label}, 0 from page`,
  );
  const [total, ...page] = rows;
  return {
    groupBy: query.groupBy,
    rows: page.map((row): PerformanceRow => ({
      key: row.key ?? '',
      label: row.label ?? row.key ?? '',
      ...toFigures(row),
    })),
    groupCount: total?.groupCount ?? 0,
    total: toFigures(total),
  };
}
