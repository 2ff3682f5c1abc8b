import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clientContacts, clients, tenantClientSearch } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { mapRows, readInBatches } from '#server/lib/export-reading';
import { type ExportColumn, type ExportTable } from '#server/lib/export-stream';
import { searchFilter } from '#server/lib/sql-filters';
import { clientSearchColumns } from '#server/features/clients/clients-list';
import { isSectorMain } from '#shared/domain/sectors';
import type { ClientExportQuery } from '#shared/schemas/clients';
import { formatPhone } from '#shared/domain/phone';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';
import { sectorLabels as sectorTexts } from '#shared/i18n/fr-sectors';

// Clients with their contacts: one line per contact (the client's columns repeated), so the
// file sorts and filters in Excel and comes back in through the import. The same search as
// the list, in brand order, every match.

const BATCH = 1000;
const t = exportsText.clients;

const COLUMNS: ExportColumn[] = [
  { header: t.brandName, width: 30 },
  { header: t.sector },
  { header: t.subSector },
  { header: t.notes, width: 40 },
  { header: t.contactName, width: 24 },
  { header: t.email, width: 30 },
  { header: t.phone, width: 18 },
  { header: t.role },
  { header: t.contactType },
];

type Position = { sortKey: string; id: string };

function sectorLabels(main: string | null, sub: string | null) {
  if (!main || !isSectorMain(main)) return [main ?? '', sub ?? ''];
  const subs: Record<string, string> = sectorTexts.sectorSubcategories[main];
  return [sectorTexts.sectors[main], sub ? (subs[sub] ?? sub) : ''];
}

async function readPage(ctx: AgencyContext, q: string, after: Position | null) {
  const v = tenantClientSearch;
  const positions = await ctx.db
    .select({ id: v.id, sortKey: v.sortKey })
    .from(v)
    .where(
      and(
        eq(v.agencyId, ctx.agencyId),
        searchFilter(q, clientSearchColumns),
        after ? sql`(${v.sortKey}, ${v.id}) > (${after.sortKey}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(v.sortKey), asc(v.id))
    .limit(BATCH);
  const ids = positions.map((position) => position.id);
  if (ids.length === 0) return { rows: [], nextCursor: null };
  const [rows, contacts] = await Promise.all([
    ctx.db
      .select()
      .from(clients)
      .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.id, ids))),
    ctx.db
      .select()
      .from(clientContacts)
      .where(and(eq(clientContacts.agencyId, ctx.agencyId), inArray(clientContacts.clientId, ids)))
      .orderBy(asc(clientContacts.clientId), asc(clientContacts.position)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, contacts: [] as typeof contacts }]));
  for (const contact of contacts) byId.get(contact.clientId)?.contacts.push(contact);
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    nextCursor: positions.length === BATCH ? positions.at(-1)! : null,
  };
}

type ClientRow = Awaited<ReturnType<typeof readPage>>['rows'][number];

function toLines(client: ClientRow) {
  const own = [
    client.brandName,
    ...sectorLabels(client.sectorMain, client.sectorSub),
    client.notes,
  ];
  if (client.contacts.length === 0) return [own];
  return client.contacts.map((contact) => [
    ...own,
    contact.name,
    contact.email,
    formatPhone(contact.phone),
    contact.role,
    fr.contactTypes[contact.type],
  ]);
}

/** The Clients list as a file: the search in force, in brand order, contacts on their lines. */
export function exportClients(
  db: AgencyContext['db'],
  user: AgencyContext['user'],
  query: ClientExportQuery,
): ExportTable {
  const rows = readInBatches<ClientRow, Position>(db, user, (ctx, after) =>
    readPage(ctx, query.q, after),
  );
  return {
    sheetName: exportsText.sheets.clients,
    columns: COLUMNS,
    rows: mapRows(rows, toLines),
  };
}
