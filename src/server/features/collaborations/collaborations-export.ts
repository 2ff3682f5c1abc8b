import { sql } from 'drizzle-orm';
import type { AgencyContext } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { mapRows, readAhead } from '#server/lib/export-reading';
import { type ExportCell, type ExportColumn, type ExportTable } from '#server/lib/export-stream';
import { encodeCursor, pickPositions } from '#server/features/collaborations/collaborations-list';
import { getStoredStatus } from '#shared/domain/collaboration-switches';
import { DELIVERABLE_TYPES, type CollaborationType } from '#shared/domain/enums';
import { centsToDecimalComma } from '#shared/domain/money';
import type { CollaborationExportQuery } from '#shared/schemas/collaborations';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';

// Collaborations with their influencers and deliverables: one line per influencer of a deal
// (the deal's columns repeated; a deal without influencers has one line), its deliverables in
// one cell. The positions come from the list's own picker (same search, filters and order),
// 1,000 deals at a time and read ahead (readAhead); each batch's deals are then one statement,
// their lines and deliverables gathered as JSON through their indexes, the ids bound as one
// array (thousands of separate bound ids spent more time parsing than reading).

const BATCH = 1000;
const t = exportsText.collaborations;

const COLUMNS: ExportColumn[] = [
  { header: t.name, width: 32 },
  { header: t.type, width: 22 },
  { header: t.brand, width: 24 },
  { header: t.manager },
  { header: t.contactDate, kind: 'day' },
  { header: t.signatureDate, kind: 'day' },
  { header: t.status },
  { header: t.quoteNumber },
  { header: t.invoiceNumber },
  { header: t.postProgress, kind: 'integer' },
  { header: t.total, kind: 'cents' },
  { header: t.influencer, width: 24 },
  { header: t.rate, kind: 'cents' },
  { header: t.deliverables, width: 48 },
  { header: t.posted },
];

const deliverableLabel = (type: string) =>
  (DELIVERABLE_TYPES as readonly string[]).includes(type)
    ? fr.deliverableTypes[type as (typeof DELIVERABLE_TYPES)[number]]
    : type;

/** [full name, rate, [[type, price, posted]…]] per line, in the deal's order. */
type LineJson = [string, number, [string, number, boolean][] | null];

type CollaborationRow = {
  contactDate: string;
  id: string;
  name: string;
  type: string;
  brand: string;
  manager: string;
  signatureDate: string | null;
  quoteNumber: string;
  invoiceNumber: string;
  postProgress: number;
  totalCents: number;
  isQuoteSent: boolean;
  isPaymentReceived: boolean;
  lines: LineJson[] | null;
};

/** The next batch's positions, through the list's own picker (search, filters, order). */
async function readPositions(
  ctx: AgencyContext,
  query: CollaborationExportQuery,
  cursor: string | null,
) {
  const picked = await pickPositions(ctx, { ...query, cursor: cursor ?? undefined, limit: BATCH });
  const last = picked.length > BATCH ? picked[BATCH - 1] : undefined;
  return {
    keys: picked.slice(0, BATCH).map((position) => position.id),
    nextCursor: last ? encodeCursor(last) : null,
  };
}

// Row-level security applies inside these subqueries too (the tenant role reads them). No
// ORDER BY: the database sends each deal as soon as its lines are gathered, while the driver
// reads the previous ones; the batch is put back in the keys' order here.
async function readDeals(ctx: AgencyContext, ids: string[]) {
  const rows = await selectRows<CollaborationRow & { place: number }>(
    ctx.db,
    sql`select page.place::int as place, c.contact_date as "contactDate", c.id,
      c.name, c.type, c.brand, c.manager, c.signature_date as "signatureDate",
      c.quote_number as "quoteNumber", c.invoice_number as "invoiceNumber",
      c.post_progress as "postProgress", c.total_cents as "totalCents",
      c.is_quote_sent as "isQuoteSent", c.is_payment_received as "isPaymentReceived",
      (select json_agg(json_build_array(line.full_name, line.rate_cents, (
          select json_agg(json_build_array(item.type, item.price_cents, item.is_posted)
            order by item.position)
          from deliverables as item where item.collaboration_influencer_id = line.id
        )) order by line.position, line.id)
      from collaboration_influencers as line where line.collaboration_id = c.id) as lines
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as page(id, place)
    join collaborations as c on c.id = page.id`,
  );
  const ordered: CollaborationRow[] = new Array(ids.length);
  for (const row of rows) ordered[row.place - 1] = row;
  return ordered.filter(Boolean);
}

function toLines(row: CollaborationRow): ExportCell[][] {
  const deal: ExportCell[] = [
    row.name,
    fr.collaborationTypes[row.type as CollaborationType],
    row.brand,
    row.manager,
    row.contactDate,
    row.signatureDate,
    fr.collaborationStatus[getStoredStatus(row)],
    row.quoteNumber,
    row.invoiceNumber,
    row.postProgress,
    row.totalCents,
  ];
  if (!row.lines || row.lines.length === 0) return [deal];
  return row.lines.map(([fullName, rateCents, items]) => [
    ...deal,
    fullName,
    rateCents,
    (items ?? [])
      .map(([type, price]) =>
        exportsText.deliverable(deliverableLabel(type), `${centsToDecimalComma(price)} €`),
      )
      .join(' ; '),
    exportsText.postedCount(
      (items ?? []).filter(([, , isPosted]) => isPosted).length,
      (items ?? []).length,
    ),
  ]);
}

/** The Collaborations (or Campagnes) list as a file, with the search and filters in force. */
export function exportCollaborations(
  db: AgencyContext['db'],
  user: AgencyContext['user'],
  query: CollaborationExportQuery,
): ExportTable {
  const rows = readAhead<string, CollaborationRow, string>(db, user, {
    positions: (ctx, cursor) => readPositions(ctx, query, cursor),
    rows: readDeals,
  });
  return {
    sheetName: exportsText.sheets.collaborations,
    columns: COLUMNS,
    rows: mapRows(rows, toLines),
  };
}
