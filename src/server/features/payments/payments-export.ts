import type { Database } from '#server/db/client';
import type { AgencyContext } from '#server/lib/context';
import { mapRows, readInBatches } from '#server/lib/export-reading';
import { type ExportColumn, type ExportTable } from '#server/lib/export-stream';
import { listPayments } from '#server/features/payments/payments-list';
import type { PaymentFilters } from '#shared/schemas/payments';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { exportsText } from '#shared/i18n/fr-exports';

// 'Exporter' for the accountant, through the shared export (lib/export-stream: CSV as Excel
// opens it in France, or .xlsx). The ledger's own pages, 1,000 lines per tenant transaction.

const BATCH = 1000;
const t = paymentsScreen;

const COLUMNS: ExportColumn[] = [
  { header: t.columns.influencer, width: 24 },
  { header: t.columns.collaboration, width: 30 },
  { header: t.columns.brand, width: 24 },
  { header: t.columns.date, kind: 'day' },
  { header: `${t.columns.rate} (€)`, kind: 'cents' },
  { header: `${t.columns.percentage} (%)`, kind: 'integer' },
  { header: `${t.columns.amount} (€)`, kind: 'cents' },
  { header: t.columns.status },
  { header: t.columns.paidAt, kind: 'moment' },
];

type PaymentLine = Awaited<ReturnType<typeof listPayments>>['items'][number];

/** The ledger's lines for the filters, as a file. */
export function exportPayments(
  db: Database,
  who: AgencyContext['user'],
  filters: PaymentFilters,
): ExportTable {
  const lines = readInBatches<PaymentLine, string>(db, who, async (ctx, cursor) => {
    const page = await listPayments(ctx, { ...filters, cursor: cursor ?? undefined, limit: BATCH });
    return { rows: page.items, nextCursor: page.nextCursor };
  });
  return {
    sheetName: exportsText.sheets.payments,
    columns: COLUMNS,
    rows: mapRows(lines, (line) => [
      [
        line.fullName,
        line.collaborationName,
        line.brand,
        line.dealDate,
        line.rateCents,
        line.paidPercentage,
        line.amountCents,
        line.isPaid ? t.statusPaid : t.statusPending,
        line.paidAt,
      ],
    ]),
  };
}
