import { sql, type SQL } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { splitPeriod } from '#server/features/performances/performances-period';
import { platformOf } from '#server/features/performances/performances-sql';
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
// database over each publication's latest reading: the whole months of the period from the
// sums kept per month (performance_sums), the days of a month it cuts from the readings. One
// statement: the page of groups, the total of all of them (grouping sets), their count.

/** The columns of performance_sums (migration 0037) a group adds up, in its order. */
const SUM_COLUMNS = [
  'publications',
  'reach',
  'reach_n',
  'impressions',
  'impressions_n',
  'views',
  'views_n',
  'engagements',
  'engagements_n',
  'rate_engagements',
  'rate_base',
  'on_reach_n',
  'on_impressions_n',
  'cost_impressions',
  'cost_engagements',
  'billed_impressions',
  'impressions_billed',
  'billed_engagements',
  'engagements_billed',
] as const;

/**
 * A latest reading's part of those sums, as the trigger of migration 0037 adds it: the same
 * columns, for the days of a month the period cuts.
 */
const READING_PARTS = sql.raw(`1, coalesce(reach, 0), (reach is not null)::int,
  coalesce(impressions, 0), (impressions is not null)::int, coalesce(views, 0),
  (views is not null)::int, coalesce(engagements, 0), (engagements is not null)::int,
  case when rate_base is not null then coalesce(engagements, 0) else 0 end,
  case when engagements is not null then coalesce(rate_base, 0) else 0 end,
  (engagements is not null and rate_base is not null and is_on_reach)::int,
  (engagements is not null and rate_base is not null and not is_on_reach)::int,
  case when impressions is not null then coalesce(cost_cents, 0) else 0 end::float8,
  case when engagements is not null then coalesce(cost_cents, 0) else 0 end::float8,
  case when impressions is not null then coalesce(billed_cents, 0) else 0 end,
  case when billed_cents is not null then coalesce(impressions, 0) else 0 end,
  case when engagements is not null then coalesce(billed_cents, 0) else 0 end,
  case when billed_cents is not null then coalesce(engagements, 0) else 0 end`);

/** Where each grouping reads its key: the kept sums' grouping and key, or the reading's. */
const GROUPINGS: Record<
  PerformanceGrouping,
  { sums: 'client' | 'type'; sumsKey: SQL; readingKey: SQL }
> = {
  client: { sums: 'client', sumsKey: sql`key`, readingKey: sql`client_key` },
  type: { sums: 'type', sumsKey: sql`key`, readingKey: sql`deliverable_type` },
  platform: {
    sums: 'type',
    sumsKey: platformOf('key'),
    readingKey: platformOf('deliverable_type'),
  },
  period: {
    sums: 'type',
    sumsKey: sql`to_char(month, 'YYYY-MM')`,
    readingKey: sql`to_char(published_on, 'YYYY-MM')`,
  },
};

// The most publications first; months newest first.
const GROUP_ORDER: Record<PerformanceGrouping, SQL> = {
  client: sql`publications desc, key`,
  type: sql`publications desc, key`,
  platform: sql`publications desc, key`,
  period: sql`key desc`,
};

/**
 * The figures of a group (decision 0055) from its summed parts: each statistic over the
 * publications giving it (null when none does); the engagement rate over the publications with
 * engagements and a base, each on its own base; a cost indicator divides the cost of the
 * publications that give its divisor (and, on the billed price, that are billed) by their
 * summed divisor.
 */
const FIGURES = sql`sum(publications)::int as publications,
  case when sum(reach_n) > 0 then sum(reach)::float8 end as reach,
  case when sum(impressions_n) > 0 then sum(impressions)::float8 end as impressions,
  case when sum(views_n) > 0 then sum(views)::float8 end as views,
  case when sum(engagements_n) > 0 then sum(engagements)::float8 end as engagements,
  sum(rate_engagements)::float8 / nullif(sum(rate_base), 0)::float8 as "engagementRate",
  sum(on_reach_n)::int as "onReach", sum(on_impressions_n)::int as "onImpressions",
  sum(cost_impressions) * 1000 / nullif(sum(impressions), 0)::float8 as "cpmCost",
  sum(cost_engagements) / nullif(sum(engagements), 0)::float8 as "cpeCost",
  sum(billed_impressions) * 1000 / nullif(sum(impressions_billed), 0)::float8 as "cpmBilled",
  sum(billed_engagements) / nullif(sum(engagements_billed), 0)::float8 as "cpeBilled"`;

/**
 * The parts of the period: its whole months from performance_sums, the other days of the
 * period (a month it cuts) from the latest readings.
 */
function periodParts(ctx: AgencyContext, query: PerformancesQuery): SQL[] {
  const grouping = GROUPINGS[query.groupBy];
  const { months, days } = splitPeriod(query.from, query.to);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${grouping.sumsKey}, ${sql.raw(SUM_COLUMNS.join(', '))}
      from performance_sums
      where agency_id = ${ctx.agencyId} and grouping = ${grouping.sums}
        and ${months.from ? sql`month >= ${months.from}` : sql`true`}
        and ${months.to ? sql`month <= ${months.to}` : sql`true`}`);
  }
  for (const range of days) {
    parts.push(sql`select ${grouping.readingKey}, ${READING_PARTS}
      from publication_readings
      where agency_id = ${ctx.agencyId} and is_latest
        and ${range.from ? sql`published_on >= ${range.from}` : sql`true`}
        and ${range.to ? sql`published_on <= ${range.to}` : sql`true`}`);
  }
  return parts;
}

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

/** GET /api/performances */
export async function getPerformances(
  ctx: AgencyContext,
  query: PerformancesQuery,
): Promise<PerformancesAnswer> {
  // A client's name is looked up for the page's rows only.
  const label =
    query.groupBy === 'client'
      ? sql`case when key like 'brand:%' then substr(key, 7)
          else (select cl.brand_name from clients as cl where cl.id = key::uuid) end`
      : sql`key`;
  const rows = await selectRows<GroupRow & { groupCount: number }>(
    ctx.db,
    sql`with parts (key, ${sql.raw(SUM_COLUMNS.join(', '))}) as (
      ${sql.join(periodParts(ctx, query), sql` union all `)}
    ),
    groups as (
      select key, grouping(key) = 1 as "isTotal", ${FIGURES}
      from parts group by grouping sets ((key), ())
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
