import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { clients } from '#server/db/schema/address-book';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { formatPhone } from '#shared/domain/phone';
import { isSectorMain } from '#shared/domain/sectors';
import { normalizeSearchText } from '#shared/domain/search';
import { sectorLabels } from '#shared/i18n/fr-sectors';
import {
  findContacts,
  getClient,
  listClients,
  toContact,
} from '#server/features/assistant/tools/feature-services';
import { clip, defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

const CONTACTS_PER_CLIENT = 5;

type Contact = { name: string; email: string; phone: string; role: string };
export type ClientFound = {
  id: string;
  brandName: string;
  sector: string | null;
  notes: string;
  contacts: Contact[];
};
export type SearchClientsResult = { total: number; clients: ClientFound[] };

const toFound = (
  client: { id: string; brandName: string; sectorMain: string | null },
  contacts: Contact[],
  notes: string | undefined,
): ClientFound => ({
  id: client.id,
  brandName: client.brandName,
  sector: isSectorMain(client.sectorMain) ? sectorLabels.sectors[client.sectorMain] : null,
  notes: clip(notes),
  contacts: contacts
    .slice(0, CONTACTS_PER_CLIENT)
    .map(({ name, email, phone, role }) => ({ name, email, phone: formatPhone(phone), role })),
});

/** One client by id: another agency's (or a made-up) id is simply nothing found. */
async function findById(ctx: AgencyContext, id: string): Promise<SearchClientsResult> {
  try {
    const client = await getClient(ctx, id);
    return { total: 1, clients: [toFound(client, client.contacts, client.notes)] };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { total: 0, clients: [] };
    throw error;
  }
}

// Contacts whose name holds the words asked for come first: "Marie Durand" is the answer.
const byRelevance = (query: string) => {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const score = (name: string) => words.filter((w) => normalizeSearchText(name).includes(w)).length;
  return (a: { name: string }, b: { name: string }) => score(b.name) - score(a.name);
};

async function search(ctx: AgencyContext, query: string): Promise<SearchClientsResult> {
  const page = await listClients(ctx, { q: query, page: 1 });
  const summaries = page.items.slice(0, MAX_TOOL_ROWS);
  const ids = summaries.map((client) => client.id);
  if (ids.length === 0) return { total: page.total, clients: [] };
  const contacts = (await findContacts(ctx, ids)).map((row) => ({ ...toContact(row), row }));
  const notes = await ctx.db
    .select({ id: clients.id, notes: clients.notes })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids)));
  const found = summaries.map((client) => {
    const own = contacts.filter((contact) => contact.row.clientId === client.id);
    if (query) own.sort(byRelevance(query));
    return toFound(client, own, notes.find((row) => row.id === client.id)?.notes);
  });
  return { total: page.total, clients: found };
}

export const searchClientsTool = defineTool({
  name: 'search_clients',
  sections: ['clients'],
  description:
    "Search the agency's clients (brands) and their contacts by brand name, contact name, " +
    'email or phone; without a query, the first clients. Returns each client with its sector, ' +
    'notes and contacts (name, email, phone, role). Use it for any question about a contact.',
  input: z.object({
    query: z.string().trim().max(100).optional(),
    clientId: z.uuid().optional(),
  }),
  run: (ctx, { query, clientId }) =>
    clientId ? findById(ctx, clientId) : search(ctx, query ?? ''),
});
