import { and, asc, count, desc, eq } from 'drizzle-orm';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { notFound } from '#server/lib/app-error';
import { recordAccess } from '#server/features/superadmin/access-log';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { getStoredStatus } from '#shared/domain/collaboration-switches';
import type { ContactType } from '#shared/domain/enums';
import type { SectorMain } from '#shared/domain/sectors';

// The most recent ones, as the Clients screen's dialog shows them.
const COLLABORATIONS_SHOWN = 100;

/** A client of the agency as its detail dialog shows it (clients-service getClient). Logged. */
export async function getClientRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const [client] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.agencyId, agencyId)));
  if (!client) throw notFound();
  const contacts = await ctx.db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, id), eq(clientContacts.agencyId, agencyId)))
    .orderBy(asc(clientContacts.position));
  const ofClient = and(eq(collaborations.clientId, id), eq(collaborations.agencyId, agencyId));
  const deals = await ctx.db
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
    .where(ofClient)
    .orderBy(desc(collaborations.contactDate), desc(collaborations.createdAt))
    .limit(COLLABORATIONS_SHOWN);
  const [counted] = await ctx.db.select({ count: count() }).from(collaborations).where(ofClient);
  await recordAccess(ctx, {
    agencyId,
    what: 'client',
    recordId: id,
    recordLabel: client.brandName,
  });
  return {
    id: client.id,
    brandName: client.brandName,
    sectorMain: client.sectorMain as SectorMain | null,
    sectorSub: client.sectorSub,
    notes: client.notes,
    contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      type: contact.type as ContactType,
      role: contact.role,
    })),
    collaborations: deals.map(({ isQuoteSent, isPaymentReceived, ...deal }) => ({
      ...deal,
      status: getStoredStatus({ isQuoteSent, isPaymentReceived }),
    })),
    collaborationCount: counted?.count ?? 0,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
