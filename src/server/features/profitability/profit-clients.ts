import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { profitClientSums } from '#server/db/schema/profit-sums';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { rawSums, readSums, type SumsRow } from '#server/features/profitability/profit-amounts';
import { profitFilter, v } from '#server/features/profitability/profit-filters';
import { splitPeriod } from '#server/features/profitability/profit-period';
import { PROFIT_TOP_CLIENTS, type ProfitFilters } from '#shared/schemas/profitability';

// Margin by client (issue 20, decisions 0032 and 0035). A deal counts under its client
// (client_id), or under its kept brand once its client was deleted (client_id null). Without
// a manager or type filter the whole months come from the kept sums per month and client,
// the cut months from the deals; with one, every deal of the period is read (by index).

const c = profitClientSums;

const clientSums = sql.raw(`sum(billed_cents) as billed_cents, sum(total_cents) as total_cents,
  sum(costs_cents) as costs_cents, sum(margin_cents) as margin_cents`);

/** The billed deals of a filter, per client: rows of (client_id, brand, amounts). */
const sumDeals = (where: SQL) => sql`select client_id, null::text, ${clientSums}
    from ${v} where ${where} and client_id is not null group by client_id
    union all
    select null, brand, ${clientSums}
    from ${v} where ${where} and client_id is null group by brand`;

function sumClientParts(ctx: AgencyContext, filters: ProfitFilters): SQL {
  if (filters.manager || filters.type !== 'all') return sumDeals(profitFilter(ctx, filters));
  const { months, days } = splitPeriod(filters.from, filters.to);
  const kept = months
    ? [
        sql`select client_id, brand, billed_cents, creators_cents, costs_cents, margin_cents
          from ${c} where ${and(
            eq(c.agencyId, ctx.agencyId),
            months.from ? gte(c.month, months.from) : undefined,
            months.to ? lte(c.month, months.to) : undefined,
          )}`,
      ]
    : [];
  const cut = days.map((range) => sumDeals(profitFilter(ctx, { ...filters, ...range })));
  return sql`select client_id, brand, ${clientSums}
    from (${sql.join([...kept, ...cut], sql` union all `)}) as parts (client_id, brand,
      billed_cents, total_cents, costs_cents, margin_cents)
    group by client_id, brand`;
}

type ClientRow = { clientId: string | null; label: string | null; isOthers: boolean } & SumsRow;

/**
 * Margin by client: the ten first by margin, then all the others in one 'Autres' row (isOthers),
 * summed by the database too. Only the ten kept clients have their name looked up.
 */
export async function getProfitClients(ctx: AgencyContext, filters: ProfitFilters) {
  const top = PROFIT_TOP_CLIENTS;
  const rows = await selectRows<ClientRow>(
    ctx.db,
    sql`with by_client (client_id, brand, billed_cents, total_cents, costs_cents, margin_cents)
      as (${sumClientParts(ctx, filters)}),
    ranked as (
      select *, row_number() over (order by margin_cents desc, client_id, brand) as rank
      from by_client
    ),
    kept as (
      select case when rank <= ${top} then rank else ${top + 1} end as place,
        case when rank <= ${top}
          then coalesce(brand, (select c.brand_name from clients as c where c.id = client_id))
        end as label,
        client_id, billed_cents, total_cents, costs_cents, margin_cents
      from ranked
    )
    select min(client_id::text) filter (where place <= ${top}) as "clientId",
      min(label) as label,
      place > ${top} as "isOthers", ${rawSums}
    from kept
    group by place
    order by place`,
  );
  return {
    clients: rows.map((row) => ({
      clientId: row.clientId,
      label: row.label ?? '',
      isOthers: row.isOthers,
      ...readSums(row),
    })),
  };
}
