import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  collaborationInfluencers,
  collaborations,
  statusWhere,
  tenantCollaborationSearch,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys } from '#server/lib/cursor';
import { searchFilter } from '#server/lib/sql-filters';
import { isUuid } from '#server/lib/validate';
import { getStoredIndicators, getStoredStatus } from '#shared/domain/collaboration-switches';
import { parseDay } from '#shared/domain/dates';
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

// Checked to the value: a forged cursor must be a 422, not a failed cast in the database.
const CURSOR_MOMENT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:[0-5]\d)?$/;

const isCursorDay = (value: unknown): value is string =>
  typeof value === 'string' && parseDay(value) !== null;

const isCursorMoment = (value: unknown): value is string => {
  const match = typeof value === 'string' ? CURSOR_MOMENT.exec(value) : null;
  return match !== null && isCursorDay(match[1]);
};

export const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, fr.collaborations.cursor, (keys): Position | null =>
    keys.length === 3 && isCursorDay(keys[0]) && isCursorMoment(keys[1]) && isUuid(keys[2])
      ? { contactDate: keys[0], createdAt: keys[1], id: keys[2] }
      : null,
  );

// Spec §5: name or brand. Short terms match the start of either (two btree ranges); longer
// ones anywhere in search_text (trigram index).
const searchColumns = { sortKeys: [v.nameKey, v.brandKey], searchText: v.searchText };

async function pickPositions(ctx: AgencyContext, query: CollaborationListQuery) {
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
      createdAt: sql<string>`${v.createdAt}::text`,
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

/** The rows of a page, in the order of ids, with their derived status and indicators. */
async function getCollaborationSummaries(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  // One statement: the page's rows and, joined, how many influencers each has.
  const lines = collaborationInfluencers;
  const lineCounts = ctx.db
    .select({ collaborationId: lines.collaborationId, influencerCount: count().as('n') })
    .from(lines)
    .where(and(eq(lines.agencyId, ctx.agencyId), inArray(lines.collaborationId, ids)))
    .groupBy(lines.collaborationId)
    .as('line_counts');
  const rows = await ctx.db
    .select({
      id: collaborations.id,
      name: collaborations.name,
      type: collaborations.type,
      brand: collaborations.brand,
      clientId: collaborations.clientId,
      contactDate: collaborations.contactDate,
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
      influencerCount: lineCounts.influencerCount,
    })
    .from(collaborations)
    .leftJoin(lineCounts, eq(lineCounts.collaborationId, collaborations.id))
    .where(and(eq(collaborations.agencyId, ctx.agencyId), inArray(collaborations.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        type: row.type as CollaborationType,
        brand: row.brand,
        clientId: row.clientId,
        contactDate: row.contactDate,
        signatureDate: row.signatureDate,
        manager: row.manager,
        status: getStoredStatus(row),
        indicators: getStoredIndicators(row),
        influencerCount: row.influencerCount ?? 0,
        totalCents: row.totalCents,
      },
    ];
  });
}

/** A page of the list; `nextCursor` is null on the last page. */
export async function listCollaborations(ctx: AgencyContext, query: CollaborationListQuery) {
  const positions = await pickPositions(ctx, query);
  const page = positions.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await getCollaborationSummaries(
      ctx,
      page.map((position) => position.id),
    ),
    nextCursor: positions.length > query.limit && last ? encodeCursor(last) : null,
  };
}
