import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import type { ContactType } from '#shared/domain/enums';
import { buildSearchText, normalizeSearchText, toPhoneDigits } from '#shared/domain/search';
import type { SectorMain } from '#shared/domain/sectors';
import type { ClientInput, ContactInput } from '#shared/schemas/clients';

// Spec §5: brand name, contact name, email or phone, and notes.
export function buildClientSearchText(client: ClientInput) {
  return buildSearchText([
    client.brandName,
    ...client.contacts.flatMap((c) => [c.name, c.email, c.phone, toPhoneDigits(c.phone)]),
    client.notes,
  ]);
}

const toClientRow = (ctx: AgencyContext, input: ClientInput) => ({
  agencyId: ctx.agencyId,
  brandName: input.brandName,
  sectorMain: input.sectorMain,
  sectorSub: input.sectorSub,
  notes: input.notes,
  sortName: normalizeSearchText(input.brandName),
  searchText: buildClientSearchText(input),
});

export function findContacts(ctx: AgencyContext, clientIds: string[]) {
  return ctx.db
    .select()
    .from(clientContacts)
    .where(
      and(eq(clientContacts.agencyId, ctx.agencyId), inArray(clientContacts.clientId, clientIds)),
    )
    .orderBy(asc(clientContacts.clientId), asc(clientContacts.position));
}

export const toContact = (row: typeof clientContacts.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  type: row.type as ContactType,
  role: row.role,
});

/** The detail dialog: the client, its contacts in order, and its collaborations. */
export async function getClient(ctx: AgencyContext, id: string) {
  const [client] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.agencyId, ctx.agencyId)));
  if (!client) throw notFound();
  const contacts = await findContacts(ctx, [id]);
  return {
    id: client.id,
    brandName: client.brandName,
    sectorMain: client.sectorMain as SectorMain | null,
    sectorSub: client.sectorSub,
    notes: client.notes,
    contacts: contacts.map(toContact),
    collaborations: await findClientCollaborations(ctx, id),
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

// The most recent ones: the dialog shows a client's history, not an archive of years.
const CLIENT_COLLABORATIONS_SHOWN = 100;

async function findClientCollaborations(ctx: AgencyContext, clientId: string) {
  const rows = await ctx.db
    .select({
      id: collaborations.id,
      name: collaborations.name,
      type: collaborations.type,
      contactDate: collaborations.contactDate,
      signatureDate: collaborations.signatureDate,
      isQuoteSent: collaborations.isQuoteSent,
      isPaymentReceived: collaborations.isPaymentReceived,
    })
    .from(collaborations)
    .where(and(eq(collaborations.clientId, clientId), eq(collaborations.agencyId, ctx.agencyId)))
    .orderBy(desc(collaborations.contactDate), desc(collaborations.createdAt))
    .limit(CLIENT_COLLABORATIONS_SHOWN);
  return rows.map((row) => ({
    ...row,
    status: deriveCollaborationStatus({
      paymentReceived: row.isPaymentReceived,
      quoteSent: row.isQuoteSent,
    }),
  }));
}

async function insertContacts(ctx: AgencyContext, clientId: string, contacts: ContactInput[]) {
  if (contacts.length === 0) return;
  await ctx.db.insert(clientContacts).values(
    contacts.map((contact, position) => ({
      ...contact,
      agencyId: ctx.agencyId,
      clientId,
      position,
    })),
  );
}

export async function createClient(ctx: AgencyContext, input: ClientInput) {
  const [created] = await ctx.db
    .insert(clients)
    .values(toClientRow(ctx, input))
    .returning({ id: clients.id });
  if (!created) throw new Error('client insert returned nothing');
  await insertContacts(ctx, created.id, input.contacts);
  return getClient(ctx, created.id);
}

/** Replaces the client and all its contacts; the request's transaction makes it all or nothing. */
export async function updateClient(ctx: AgencyContext, id: string, input: ClientInput) {
  const [updated] = await ctx.db
    .update(clients)
    .set({ ...toClientRow(ctx, input), updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.agencyId, ctx.agencyId)))
    .returning({ id: clients.id });
  if (!updated) throw notFound();
  await ctx.db
    .delete(clientContacts)
    .where(and(eq(clientContacts.clientId, id), eq(clientContacts.agencyId, ctx.agencyId)));
  await insertContacts(ctx, id, input.contacts);
  return getClient(ctx, id);
}

/** Contacts go with the client; collaborations and castings keep the brand name as text. */
export async function deleteClient(ctx: AgencyContext, id: string) {
  const [deleted] = await ctx.db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.agencyId, ctx.agencyId)))
    .returning({ id: clients.id });
  if (!deleted) throw notFound();
  return { id: deleted.id };
}
