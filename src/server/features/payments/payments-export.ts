import { Readable } from 'node:stream';
import { format } from 'date-fns';
import { stringify } from 'csv-stringify';
import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import type { AgencyContext } from '#server/lib/context';
import { listPayments } from '#server/features/payments/payments-list';
import { parseDay } from '#shared/domain/dates';
import { centsToDecimalComma } from '#shared/domain/money';
import type { PaymentFilters } from '#shared/schemas/payments';
import { fr } from '#shared/i18n/fr';

// 'Exporter (CSV)' for the accountant: what Excel opens right in France — semicolons, UTF-8
// with a BOM, comma decimals, dd/MM/yyyy dates. Read 1,000 lines per tenant transaction and
// streamed: 300,000 lines never sit in memory, and no transaction stays open while the
// browser downloads.

const BATCH = 1000;
const t = fr.paymentsScreen;

const frenchDay = (day: string | null) => {
  const date = day ? parseDay(day) : null;
  return date ? format(date, 'dd/MM/yyyy') : '';
};

const HEADER = [
  t.columns.influencer,
  t.columns.collaboration,
  t.columns.brand,
  t.columns.date,
  `${t.columns.rate} (€)`,
  `${t.columns.percentage} (%)`,
  `${t.columns.amount} (€)`,
  t.columns.status,
  t.columns.paidAt,
];

async function* readLines(db: Database, who: AgencyContext['user'], filters: PaymentFilters) {
  const agencyId = who.agencyId as string;
  let cursor: string | undefined;
  do {
    const page = await withTenant(
      db,
      { agencyId, canReadAllAgencies: false, userId: who.id },
      (tx) => listPayments({ db: tx, user: who, agencyId }, { ...filters, cursor, limit: BATCH }),
    );
    for (const line of page.items) {
      yield [
        line.fullName,
        line.collaborationName,
        line.brand,
        frenchDay(line.dealDate),
        centsToDecimalComma(line.rateCents),
        String(line.paidPercentage),
        centsToDecimalComma(line.amountCents),
        line.isPaid ? t.statusPaid : t.statusPending,
        line.paidAt ? format(new Date(line.paidAt), 'dd/MM/yyyy') : '',
      ];
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The CSV as a web stream, for a Response body. */
export function streamPaymentsCsv(
  db: Database,
  who: AgencyContext['user'],
  filters: PaymentFilters,
) {
  const csv = Readable.from(readLines(db, who, filters)).pipe(
    stringify({
      delimiter: ';',
      bom: true,
      header: true,
      columns: HEADER,
      record_delimiter: 'windows',
    }),
  );
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
