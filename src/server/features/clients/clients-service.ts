import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { invalid, notFound, type FieldErrors } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent, recordEventBatch } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { readClientView } from '#server/features/clients/client-history';
import { diffRecordViews } from '#shared/domain/record-history';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import type { ContactType } from '#shared/domain/enums';
import { getPhoneSearchTerms, isPhoneAccepted } from '#shared/domain/phone';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import type { SectorMain } from '#shared/domain/sectors';
import type { ClientInput, ClientUpdate, ContactInput } from '#shared/schemas/clients';
import { fr } from '#shared/i18n/fr';
import { moveToTrash } from '#server/lib/trash/move-to-trash';

// Spec §5: brand name, contact name, email or phone (as stored, as shown, digits), and notes.
export function buildClientSearchText(client: ClientInput) {
  return buildSearchText([
    client.brandName,
    ...client.contacts.flatMap((c) => [c.name, c.email, ...getPhoneSearchTerms(c.phone)]),
    client.notes,
  ]);
}

/**
 * A new or changed phone must be a valid number; one the client's contacts hold already (typed
 * before phones were checked) is kept as it is, so that it never blocks another change.
 */
export function checkContactPhones(contacts: ContactInput[], kept: readonly string[]) {
  const fields: FieldErrors = {};
  contacts.forEach((contact, index) => {
    if (!isPhoneAccepted(contact.phone, kept)) {
      fields[`contacts.${index}.phone`] = fr.clientsScreen.invalidPhone(fr.clients.contactPhone);
    }
  });
  const [message] = Object.values(fields);
  if (message) throw invalid(fields, message);
}

async function findContactPhones(ctx: AgencyContext, clientId: string) {
  const rows = await ctx.db
    .select({ phone: clientContacts.phone })
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.agencyId, ctx.agencyId)));
  return rows.map((row) => row.phone);
}

const toClientRow = (ctx: AgencyContext, input: ClientInput) => ({
  agencyId: ctx.agencyId,
  brandName: input.brandName,
  sectorMain: input.sectorMain,
  sectorSub: input.sectorSub,
  notes: input.notes,
  legalName: input.legalName,
  legalAddress: input.legalAddress,
  legalEmail: input.legalEmail,
  taxCountry: input.taxCountry,
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
    legalName: client.legalName,
    legalAddress: client.legalAddress,
    legalEmail: client.legalEmail,
    taxCountry: client.taxCountry,
    version: client.version,
    contacts: contacts.map(toContact),
    collaborations: await findClientCollaborations(ctx, id),
    // All of them, not only those shown: the delete confirmation says how many stay.
    collaborationCount: await countClientCollaborations(ctx, id),
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

async function countClientCollaborations(ctx: AgencyContext, clientId: string) {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(collaborations)
    .where(and(eq(collaborations.clientId, clientId), eq(collaborations.agencyId, ctx.agencyId)));
  return row?.count ?? 0;
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
  checkContactPhones(input.contacts, []);
  const [created] = await ctx.db
    .insert(clients)
    .values(toClientRow(ctx, input))
    .returning({ id: clients.id });
  if (!created) throw new Error('client insert returned nothing');
  await insertContacts(ctx, created.id, input.contacts);
  await recordEvent(ctx, {
    kind: 'client',
    recordId: created.id,
    label: input.brandName,
    action: 'create',
  });
  return getClient(ctx, created.id);
}

/**
 * The importer's create (issue 19): createClient's rows and checks for many clients at once,
 * two statements in the caller's transaction, without reading them back. Ids are the caller's,
 * so that a later row of the same batch can update one.
 */
export async function insertClients(
  ctx: AgencyContext,
  rows: { id: string; input: ClientInput }[],
) {
  if (rows.length === 0) return;
  rows.forEach(({ input }) => checkContactPhones(input.contacts, []));
  await ctx.db
    .insert(clients)
    .values(rows.map(({ id, input }) => ({ id, ...toClientRow(ctx, input) })));
  const contacts = rows.flatMap(({ id, input }) =>
    input.contacts.map((contact, position) => ({
      ...contact,
      agencyId: ctx.agencyId,
      clientId: id,
      position,
    })),
  );
  if (contacts.length > 0) await ctx.db.insert(clientContacts).values(contacts);
  await recordEventBatch(
    ctx,
    rows.map(({ id, input }) => ({
      kind: 'client' as const,
      recordId: id,
      label: input.brandName,
      action: 'create' as const,
    })),
  );
}

/**
 * Replaces the client and all its contacts; the request's transaction makes it all or nothing.
 * The version is checked and moved first (claimVersion), then the change is written to the
 * history as the difference of the views before and after.
 */
export async function updateClient(
  ctx: AgencyContext,
  id: string,
  input: ClientInput & Partial<Pick<ClientUpdate, 'version'>>,
) {
  const byId = and(eq(clients.id, id), eq(clients.agencyId, ctx.agencyId)) as SQL;
  await claimVersion(ctx.db, ctx.user, 'client', clients, byId, input.version ?? null);
  const before = await readClientView(ctx, id);
  await ctx.db
    .update(clients)
    .set({ ...toClientRow(ctx, input), updatedAt: new Date() })
    .where(byId);
  checkContactPhones(input.contacts, await findContactPhones(ctx, id));
  await ctx.db
    .delete(clientContacts)
    .where(and(eq(clientContacts.clientId, id), eq(clientContacts.agencyId, ctx.agencyId)));
  await insertContacts(ctx, id, input.contacts);
  const after = await readClientView(ctx, id);
  await recordEvent(ctx, {
    kind: 'client',
    recordId: id,
    label: input.brandName,
    action: 'update',
    changes: diffRecordViews(before ?? {}, after ?? {}),
  });
  return getClient(ctx, id);
}

/**
 * Contacts go with the client; its collaborations stay, detached, with the brand they show
 * (docs/decisions/0020). Both in the request's transaction: the deals are detached and the
 * client deleted together, or neither. The row is locked first, so a deal saved meanwhile
 * waits and is counted, or fails on the missing client.
 */
/** To the Corbeille (decision 0046); its deals stay, detached, and come back to it on restore. */
export async function deleteClient(ctx: AgencyContext, id: string) {
  const { links } = await moveToTrash(ctx, 'client', id);
  return { id, keptCollaborations: links['collaborations.client_id']?.length ?? 0 };
}
