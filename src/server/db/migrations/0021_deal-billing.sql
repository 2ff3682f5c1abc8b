CREATE TABLE "collaboration_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaboration_costs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "billed_cents" integer;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "costs_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "margin_cents" bigint;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "profit_date" date GENERATED ALWAYS AS (coalesce(invoice_date, contact_date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "margin_rate" double precision GENERATED ALWAYS AS (margin_cents::float8 / nullif(billed_cents, 0)) STORED;--> statement-breakpoint
ALTER TABLE "collaboration_costs" ADD CONSTRAINT "collaboration_costs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_costs" ADD CONSTRAINT "collaboration_costs_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_costs_owner_idx" ON "collaboration_costs" USING btree ("collaboration_id","position");--> statement-breakpoint
CREATE INDEX "collaboration_costs_agency_idx" ON "collaboration_costs" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "collaborations_profit_idx" ON "collaborations" USING btree ("agency_id","profit_date","type","billed_cents","total_cents","costs_cents","margin_cents","client_id") WHERE billed_cents is not null;--> statement-breakpoint
CREATE INDEX "collaborations_margin_idx" ON "collaborations" USING btree ("agency_id","margin_cents","id") WHERE billed_cents is not null;--> statement-breakpoint
CREATE INDEX "collaborations_margin_rate_idx" ON "collaborations" USING btree ("agency_id","margin_rate","id") WHERE billed_cents is not null;--> statement-breakpoint
CREATE POLICY "collaboration_costs_read" ON "collaboration_costs" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "collaboration_costs_insert" ON "collaboration_costs" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaboration_costs_update" ON "collaboration_costs" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaboration_costs_delete" ON "collaboration_costs" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
-- What a request's transaction may touch (migration 0002): row-level security narrows it.
GRANT SELECT, INSERT, UPDATE, DELETE ON collaboration_costs TO infludesk_tenant;
--> statement-breakpoint
-- Rentabilité's deals (decision 0032), as the other tenant views do (schema/address-book.ts):
-- it filters on the caller's agency itself, so its sums use the indexes above instead of
-- going through the row-level policy's OR. Written here by hand and declared `.existing()` in
-- schema/collaborations.ts.
CREATE VIEW "public"."tenant_profit_deals" AS (select id, agency_id, name, brand, client_id, type,
      manager, profit_date, billed_cents, total_cents, costs_cents, margin_cents, margin_rate
      from collaborations where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
GRANT SELECT ON "tenant_profit_deals" TO infludesk_tenant;--> statement-breakpoint
-- The deals left out (no billed amount) of a period, counted without reading the rows.
CREATE INDEX "collaborations_unbilled_idx" ON "collaborations" USING btree ("agency_id","profit_date","type") WHERE billed_cents is null;
--> statement-breakpoint
-- The deals' count and version per agency (as 0009 and 0016 keep them for other tables):
-- Rentabilité's sums are kept while no deal of the agency changed (decision 0032).
CREATE TRIGGER collaborations_rows_inserts AFTER INSERT ON collaborations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER collaborations_rows_deletes AFTER DELETE ON collaborations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER collaborations_version_updates AFTER UPDATE ON collaborations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION version_agency_rows();--> statement-breakpoint
INSERT INTO agency_row_counts (agency_id, table_name, row_count)
  SELECT agency_id, 'collaborations', count(*) FROM collaborations GROUP BY agency_id;--> statement-breakpoint
-- The table by margin rate, both ways through one index: a deal billed 0 (no rate) counts as
-- the lowest rate.
CREATE INDEX "collaborations_rate_order_idx" ON "collaborations" USING btree
  ("agency_id", coalesce("margin_rate", '-Infinity'::float8), "id") WHERE billed_cents is not null;
