import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The attempt counters of the sign-in and join budgets (middleware/rate-limit.ts), shared by
// every app server on the database. The columns are the ones rate-limiter-flexible's
// RateLimiterPostgres reads and writes; our migration creates the table, not the library
// (decision 0006). Not tenant data: the tenant role has no grant on it.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(), // text, not the library's varchar(255): emails can be longer
  points: integer('points').notNull().default(0),
  // End of the window in epoch milliseconds, from the app server's clock (null: never ends).
  expire: bigint('expire', { mode: 'number' }),
});
