import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  collaborationInfluencers,
  collaborations,
  statusWhere,
  tenantCollaborationSearch,
} from '#server/db/schema/collaborations';
import { invalid } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { getStoredIndicators, getStoredStatus } from '#shared/domain/collaboration-switches';
import { parseDay } from '#shared/domain/dates';
import type { CollaborationType } from '#shared/domain/enums';
import { escapeLikePattern, planSearch } from '#shared/domain/search';
import type { CollaborationListQuery } from '#shared/schemas/collaborations';
import { fr } from '#shared/i18n/fr';

// Newest contact first, keyset-paginated on (contact_date, created_at, id): a page costs the
// same at row 10 or row 90,000. Ids come from the search view (trigram index usable, see
// schema/collaborations.ts), the rows from the table through row-level security.

type Position = { contactDate: string; createdAt: string; id: string };

const v = tenantCollaborationSearch;

// created_at is kept as PostgreSQL's own text: a JavaScript Date would drop the microseconds
// and the next page would repeat or skip rows created in the same millisecond.
export function encodeCursor(position: Position): string {
  const value = [position.contactDate, position.createdAt, position.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

// Checked to the value: a forged cursor must be a 422, not a failed cast in the database.
const CURSOR_MOMENT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:[0-5]\d)?$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isCursorDay = (value: unknown): value is string =>
  typeof value === 'string' && parseDay(value) !== null;

const isCursorMoment = (value: unknown): value is string => {
  const match = typeof value === 'string' ? CURSOR_MOMENT.exec(value) : null;
  return match !== null && isCursorDay(match[1]);
};

export function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      isCursorDay(value[0]) &&
      isCursorMoment(value[1]) &&
      typeof value[2] === 'string' &&
      CURSOR_ID.test(value[2])
    ) {
      return { contactDate: value[0], createdAt: value[1], id: value[2] };
    }
  } catch {
    // Falls through: a cursor we did not write.
  }
  const message = fr.fields.invalid(fr.collaborations.cursor);
  throw invalid({ cursor: message }, message);
}

const startsWith = (column: AnyPgColumn, prefix: string) =>
  and(
    sql`${column} >= ${prefix}`,
    sql`${column} < ${prefix + '\u{10FFFF}'}`,
    like(column, `${escapeLikePattern(prefix)}%`),
  );

// Spec §5: name or brand. Short terms match the start of either (two btree ranges); longer
// ones anywhere in search_text (trigram index).
function searchFilter(q: string): SQL | undefined {
  const plan = planSearch(q);
  if (plan.kind === 'all') return undefined;
  if (plan.kind === 'prefix') {
    return or(startsWith(v.nameKey, plan.prefix), startsWith(v.brandKey, plan.prefix));
  }
  return or(...plan.patterns.map((pattern) => like(v.searchText, pattern)));
}

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
        searchFilter(query.q),
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
