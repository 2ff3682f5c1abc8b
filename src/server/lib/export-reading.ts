import type { Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import type { AgencyContext } from '#server/lib/context';
import type { ExportCell } from '#server/lib/export-stream';

// How a list's rows reach an export (decision 0033): in keyset batches, each batch in a short
// tenant transaction of its own, so no transaction stays open while the browser downloads.
// The writers are in export-stream.ts.

/** A page of a list as the export reads it; `nextCursor` null on the last one. */
export type ExportPage<Row, Cursor> = { rows: Row[]; nextCursor: Cursor | null };

/**
 * The rows of a list, one tenant transaction per batch: the caller's agency through row-level
 * security, as for the list itself (the section was checked by the route before the first).
 * The next batch is read while this one is written (one batch ahead, never more): on
 * PostgreSQL the database and the formatting overlap.
 */
export async function* readInBatches<Row, Cursor>(
  db: Database,
  user: AgencyContext['user'],
  readPage: (ctx: AgencyContext, cursor: Cursor | null) => Promise<ExportPage<Row, Cursor>>,
): AsyncGenerator<Row[]> {
  const agencyId = user.agencyId as string;
  const read = (cursor: Cursor | null) => {
    const page = withTenant(db, { agencyId, canReadAllAgencies: false, userId: user.id }, (tx) =>
      readPage({ db: tx, user, agencyId }, cursor),
    );
    // Awaited below; a reader that stops early must not leave it unhandled.
    page.catch(() => undefined);
    return page;
  };
  let pending: Promise<ExportPage<Row, Cursor>> | null = read(null);
  while (pending) {
    const page: ExportPage<Row, Cursor> = await pending;
    pending = page.nextCursor === null ? null : read(page.nextCursor);
    if (page.rows.length > 0) yield page.rows;
  }
}

/** A list read in two steps: its positions (cheap, in order), then their rows. */
export type ExportSource<Key, Row, Cursor> = {
  /** The next batch's keys, in the list's order; `nextCursor` null on the last batch. */
  positions: (
    ctx: AgencyContext,
    cursor: Cursor | null,
  ) => Promise<{ keys: Key[]; nextCursor: Cursor | null }>;
  /** The rows of these keys, in the keys' order. */
  rows: (ctx: AgencyContext, keys: Key[]) => Promise<Row[]>;
};

/**
 * As readInBatches, for a list whose rows cost far more than their positions: the positions
 * are read ahead, so the rows of `inFlight` batches are read at once, each in its own tenant
 * transaction (on PostgreSQL, as many backends), while the current batch is written.
 */
export async function* readAhead<Key, Row, Cursor>(
  db: Database,
  user: AgencyContext['user'],
  source: ExportSource<Key, Row, Cursor>,
  inFlight = 2,
): AsyncGenerator<Row[]> {
  const agencyId = user.agencyId as string;
  const inTenant = <T>(work: (ctx: AgencyContext) => Promise<T>) =>
    withTenant(db, { agencyId, canReadAllAgencies: false, userId: user.id }, (tx) =>
      work({ db: tx, user, agencyId }),
    );
  const reading: Promise<Row[]>[] = [];
  let cursor: Cursor | null = null;
  let isLast = false;
  const readMore = async () => {
    while (!isLast && reading.length < inFlight) {
      const { keys, nextCursor } = await inTenant((ctx) => source.positions(ctx, cursor));
      cursor = nextCursor;
      isLast = nextCursor === null;
      if (keys.length === 0) continue;
      const rows = inTenant((ctx) => source.rows(ctx, keys));
      // Awaited below; a reader that stops early must not leave it unhandled.
      rows.catch(() => undefined);
      reading.push(rows);
    }
  };
  await readMore();
  while (reading.length > 0) {
    const rows = await reading.shift()!;
    await readMore();
    yield rows;
  }
}

/**
 * The batches' rows mapped to the file's lines (each row may give several lines): a batch
 * stays a batch, so the writers handle thousands of lines per step rather than one.
 */
export async function* mapRows<Row>(
  batches: AsyncIterable<Row[]>,
  toCells: (row: Row) => ExportCell[][],
): AsyncGenerator<ExportCell[][]> {
  for await (const batch of batches) yield batch.flatMap(toCells);
}
