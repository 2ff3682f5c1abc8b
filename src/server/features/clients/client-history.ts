import { and, asc, eq } from 'drizzle-orm';
import { clientContacts, clients } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import type { RecordView } from '#shared/domain/record-history';

/** A contact as the history names it: « Marie Dupont · marie@nike.com · +33612345678 ». */
export const contactLabel = (contact: {
  name: string;
  email: string;
  phone: string;
  role: string;
}) => [contact.name, contact.role, contact.email, contact.phone].filter(Boolean).join(' · ');

/** The client as its history sees it (decision 0045): two small reads, no collaborations. */
export async function readClientView(ctx: AgencyContext, id: string): Promise<RecordView | null> {
  const [client] = await ctx.db
    .select({
      brandName: clients.brandName,
      sectorMain: clients.sectorMain,
      sectorSub: clients.sectorSub,
      notes: clients.notes,
      legalName: clients.legalName,
      legalAddress: clients.legalAddress,
      legalEmail: clients.legalEmail,
      taxCountry: clients.taxCountry,
    })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.agencyId, ctx.agencyId)));
  if (!client) return null;
  const contacts = await ctx.db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, id), eq(clientContacts.agencyId, ctx.agencyId)))
    .orderBy(asc(clientContacts.position));
  return { ...client, contacts: contacts.map(contactLabel) };
}
