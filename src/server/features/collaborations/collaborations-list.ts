import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  collaborations,
  statusWhere,
  tenantCollaborationSearch,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import {
  decodeCursorKeys,
  encodeCursorKeys,
  isCursorDay,
  isCursorMoment,
} from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { isUuid } from '#server/lib/validate';
import { getStoredIndicators, getStoredStatus } from '#shared/domain/collaboration-switches';
import { getMarginRate } from '#shared/domain/profitability';
import type { CollaborationType } from '#shared/domain/enums';
import type { CollaborationListQuery } from '#shared/schemas/collaborations';
import { fr } from '#shared/i18n/fr';

// Newest contact first, keyset-paginated on (contact_date, created_at, id): a page costs the
// same at row 10 or row 90,000. Ids come from the search view (trigram index usable, see
// schema/collaborations.ts), the rows from the table through row-level security.

type Position = { contactDate: string; createdAt: string; id: string };

const v = tenantCollaborationSearch;

// created_at is kept as PostgreSQL's own text: a JavaScript Date would drop the microseconds
// and the next page would repeat or skip rows created in the same millisecond.
export const encodeCursor = (position: Position) =>
  encodeCursorKeys([position.contactDate, position.createdAt, position.id]);

export const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, fr.collaborations.cursor, (keys): Position | null =>
    keys.length === 3 && isCursorDay(keys[0]) && isCursorMoment(keys[1]) && isUuid(keys[2])
      ? { contactDate: keys[0], createdAt: keys[1], id: keys[2] }
      : null,
  );

// Spec §5: name or brand. Short terms match the start of either (two btree ranges); longer
// ones anywhere in search_text (trigram index).
const searchColumns = { searchText: v.searchText };

/** A page's positions (limit + 1) from the search view; the export reads its pages this way too. */
export function pickPositions(ctx: AgencyContext, query: CollaborationListQuery) {
  const isNewestFirst = query.sort === 'newest';
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const direction = isNewestFirst ? desc : asc;
  const key = sql`(${v.contactDate}, ${v.createdAt}, ${v.id})`;
  const afterKey = after
    ? sql`(${after.contactDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return ctx.db
    .select({
      id: v.id,
      contactDate: v.contactDate,
      createdAt: sql<string>`${v.createdAt}::text`.as('created_at_text'),
    })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        query.status === 'all' ? undefined : statusWhere(v, query.status),
        query.type === 'all' ? undefined : eq(v.type, query.type),
        searchFilter(query.q, searchColumns),
        afterKey
          ? isNewestFirst
            ? sql`${key} < ${afterKey}`
            : sql`${key} > ${afterKey}`
          : undefined,
      ),
    )
    .orderBy(direction(v.contactDate), direction(v.createdAt), direction(v.id))
    .limit(query.limit + 1);
}

/**
 * A page in one statement: the positions picked through the search view (one index range),
 * then their rows through row-level security, each with its number of influencers.
 */
export async function listCollaborations(ctx: AgencyContext, query: CollaborationListQuery) {
  const page = ctx.db.$with('page').as(pickPositions(ctx, query));
  const direction = query.sort === 'newest' ? desc : asc;
  const rows = await ctx.db
    .with(page)
    .select({
      position: { contactDate: page.contactDate, createdAt: page.createdAt, id: page.id },
      name: collaborations.name,
      type: collaborations.type,
      brand: collaborations.brand,
      clientId: collaborations.clientId,
      signatureDate: collaborations.signatureDate,
      manager: collaborations.manager,
      isQuoteSent: collaborations.isQuoteSent,
      isContractSigned: collaborations.isContractSigned,
      isCastingValidated: collaborations.isCastingValidated,
      isInvoiceSent: collaborations.isInvoiceSent,
      isPaymentReceived: collaborations.isPaymentReceived,
      postProgress: collaborations.postProgress,
      invoiceNumber: collaborations.invoiceNumber,
      totalCents: collaborations.totalCents,
      billedCents: collaborations.billedCents,
      marginCents: collaborations.marginCents,
      influencerCount: sql<number>`(select count(*)::int from collaboration_influencers as line
        where line.collaboration_id = collaborations.id)`,
    })
    .from(page)
    .innerJoin(collaborations, eq(collaborations.id, page.id))
    .orderBy(direction(page.contactDate), direction(page.createdAt), direction(page.id));
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return {
    items: rows.slice(0, query.limit).map(({ position, ...row }) => ({
      id: position.id,
      name: row.name,
      type: row.type as CollaborationType,
      brand: row.brand,
      clientId: row.clientId,
      contactDate: position.contactDate,
      signatureDate: row.signatureDate,
      manager: row.manager,
      status: getStoredStatus(row),
      indicators: getStoredIndicators(row),
      influencerCount: row.influencerCount,
      totalCents: row.totalCents,
      // The client's side (issue 20): the margin the save stored, its rate from the same rule.
      billedCents: row.billedCents,
      marginCents: row.marginCents,
      marginRate: getMarginRate(row.marginCents, row.billedCents),
    })),
    nextCursor: last ? encodeCursor(last.position) : null,
  };
}
