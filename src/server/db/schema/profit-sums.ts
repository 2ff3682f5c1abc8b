import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { tenantRole } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';

// Rentabilité's sums per month, kept by the database (decision 0035): statement-level triggers
// on collaborations (migration 0024) add and subtract every change, so a period's figures read
// a few hundred rows instead of 100,000 deals. A deal's month is date_trunc('month',
// profit_date). Requests only read them; the SECURITY DEFINER triggers write them.

const readOwnAgency = (table: string) =>
  pgPolicy(`${table}_read`, {
    for: 'select',
    to: tenantRole,
    using: sql`agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on'`,
  });

const amounts = {
  // The deals with a billed amount, and their sums (bigint: whole cents end to end).
  dealCount: integer('deal_count').notNull().default(0),
  billedCents: bigint('billed_cents', { mode: 'number' }).notNull().default(0),
  creatorsCents: bigint('creators_cents', { mode: 'number' }).notNull().default(0),
  costsCents: bigint('costs_cents', { mode: 'number' }).notNull().default(0),
  marginCents: bigint('margin_cents', { mode: 'number' }).notNull().default(0),
};

/** Per month, type and project manager: the tiles, the months and types charts, the managers. */
export const profitMonthSums = pgTable(
  'profit_month_sums',
  {
    agencyId: agencyId(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: COLLABORATION_TYPES }).notNull(),
    manager: text('manager').notNull(),
    ...amounts,
    // The deals without a billed amount (left out of the sums, counted on the screen).
    unbilledCount: integer('unbilled_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.month, t.type, t.manager] }),
    readOwnAgency('profit_month_sums'),
  ],
);

/**
 * Per month and client, billed deals only: the clients chart without a type or manager filter.
 * A deal whose client was deleted (client_id null) counts under its kept brand; client_key
 * tells them apart: the client's id, or 'brand:' and the brand (never a uuid).
 */
export const profitClientSums = pgTable(
  'profit_client_sums',
  {
    agencyId: agencyId(),
    month: date('month', { mode: 'string' }).notNull(),
    clientKey: text('client_key').notNull(),
    clientId: uuid('client_id'),
    brand: text('brand'),
    ...amounts,
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.month, t.clientKey] }),
    readOwnAgency('profit_client_sums'),
  ],
);
