-- Attempt counters of the sign-in and join budgets (decision 0006), read and written by
-- rate-limiter-flexible, which is told the table exists (tableCreated: true) and runs no DDL.
-- Not tenant data: no grant to infludesk_tenant (0002 grants table by table, no defaults).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
