import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clients, tenantClientSearch } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import type { toContact } from '#server/features/clients/clients-service';
import { formatPhone } from '#shared/domain/phone';
import type { SectorMain } from '#shared/domain/sectors';

// Reading a page of clients: the rows of known ids, or of a walk along the brand index.

type MainContact = ReturnType<typeof toContact>;
export type WalkedPage = { isFromEnd: boolean; limit: number; offset: number };

// A list row: the client with its first contact and its number of contacts, in one statement.
// Written out: Drizzle leaves columns unqualified in these subqueries, and `id` would then
// mean the contact's.
const summaryColumns = {
  id: clients.id,
  brandName: clients.brandName,
  sectorMain: clients.sectorMain,
  sectorSub: clients.sectorSub,
  updatedAt: clients.updatedAt,
  contactCount: sql<number>`(select count(*)::int from client_contacts as contact
    where contact.client_id = clients.id)`,
  mainContact: sql<MainContact | null>`(select json_build_object('id', contact.id,
      'name', contact.name, 'email', contact.email, 'phone', contact.phone,
      'type', contact.type, 'role', contact.role)
    from client_contacts as contact where contact.client_id = clients.id
    order by contact.position limit 1)`,
};

const toSummary = (row: {
  id: string;
  brandName: string;
  sectorMain: string | null;
  sectorSub: string | null;
  updatedAt: Date;
  contactCount: number;
  mainContact: MainContact | null;
}) => ({
  id: row.id,
  brandName: row.brandName,
  sectorMain: row.sectorMain as SectorMain | null,
  sectorSub: row.sectorSub,
  // The phone as every screen shows it: the list needs no phone library in the browser
  // (issue 18).
  mainContact: row.mainContact && {
    ...row.mainContact,
    phoneShown: row.mainContact.phone ? formatPhone(row.mainContact.phone) : null,
  },
  contactCount: row.contactCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** The rows of the given clients, in the order of `ids`. */
export async function getClientSummaries(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(summaryColumns)
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

/** Positions in brand order straight from the sorted index (filtered on the way if searching). */
function walkBrandIndex(ctx: AgencyContext, filter: SQL | undefined, page: WalkedPage) {
  const v = tenantClientSearch;
  const order = page.isFromEnd ? [desc(v.sortKey), desc(v.id)] : [asc(v.sortKey), asc(v.id)];
  return ctx.db
    .select({ id: v.id, sortKey: v.sortKey })
    .from(v)
    .where(and(eq(v.agencyId, ctx.agencyId), filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids of a walk, in brand order (the pickers). */
export async function walkClientIds(ctx: AgencyContext, filter: SQL | undefined, page: WalkedPage) {
  if (page.limit === 0) return [];
  const ids = (await walkBrandIndex(ctx, filter, page)).map((row) => row.id);
  return page.isFromEnd ? ids.reverse() : ids;
}

/** The rows of a walk, in brand order, in one statement. */
export async function getWalkedSummaries(
  ctx: AgencyContext,
  filter: SQL | undefined,
  page: WalkedPage,
) {
  if (page.limit === 0) return [];
  const picked = ctx.db.$with('picked').as(walkBrandIndex(ctx, filter, page));
  const rows = await ctx.db
    .with(picked)
    .select(summaryColumns)
    .from(picked)
    .innerJoin(clients, eq(clients.id, picked.id))
    .where(eq(clients.agencyId, ctx.agencyId))
    .orderBy(asc(picked.sortKey), asc(picked.id));
  return rows.map(toSummary);
}
