import { and, desc, eq, lt } from 'drizzle-orm';
import { recordEvents } from '#server/db/schema/history';
import type { AgencyContext } from '#server/lib/context';
import { mapRows, readInBatches } from '#server/lib/export-reading';
import type { ExportColumn, ExportTable } from '#server/lib/export-stream';
import { journalWhere } from '#server/features/history/history-service';
import {
  formatHistoryValue,
  getHistoryField,
  getHistoryFieldLabel,
} from '#shared/domain/history-fields';
import type { HistoryChange } from '#shared/domain/record-history';
import type { JournalFilters } from '#shared/schemas/history';
import { history as historyText } from '#shared/i18n/fr-history';

// The journal as a file (issue 28): one line per changed field (one for an event without
// any), newest first, in keyset batches of its own transactions (decision 0033).

const BATCH = 1000;
const h = historyText.exportHeaders;

const COLUMNS: ExportColumn[] = [
  { header: h.at, kind: 'moment' },
  { header: h.actor, width: 22 },
  { header: h.kind },
  { header: h.record, width: 30 },
  { header: h.action },
  { header: h.field, width: 22 },
  { header: h.before, width: 30 },
  { header: h.after, width: 30 },
];

type Row = typeof recordEvents.$inferSelect;

function readPage(filters: JournalFilters) {
  return async (ctx: AgencyContext, after: number | null) => {
    const rows = await ctx.db
      .select()
      .from(recordEvents)
      .where(
        and(
          eq(recordEvents.agencyId, ctx.agencyId),
          journalWhere(filters),
          after === null ? undefined : lt(recordEvents.id, after),
        ),
      )
      .orderBy(desc(recordEvents.id))
      .limit(BATCH);
    const last = rows.at(-1);
    return { rows, nextCursor: rows.length === BATCH && last ? last.id : null };
  };
}

function changeCells(row: Row, change: HistoryChange) {
  const field = getHistoryField(row.kind, change.field);
  const label = getHistoryFieldLabel(row.kind, change.field);
  if ('added' in change) {
    return [label, change.removed.join(', '), change.added.join(', ')];
  }
  return [
    label,
    formatHistoryValue(field.type, change.before, field.labels),
    formatHistoryValue(field.type, change.after, field.labels),
  ];
}

function toLines(row: Row) {
  const head = [
    row.at,
    row.actorName || historyText.formerMember,
    historyText.kinds[row.kind],
    row.recordLabel,
    historyText.actions[row.action],
  ];
  if (row.changes.length === 0) return [[...head, '', '', '']];
  return row.changes.map((change) => [...head, ...changeCells(row, change)]);
}

/** The agency's journal, filtered as on the screen (the route checks the admin). */
export function exportJournal(
  db: AgencyContext['db'],
  user: AgencyContext['user'],
  filters: JournalFilters,
): ExportTable {
  const rows = readInBatches<Row, number>(db, user, readPage(filters));
  return {
    sheetName: historyText.exportFileName,
    columns: COLUMNS,
    rows: mapRows(rows, toLines),
  };
}
