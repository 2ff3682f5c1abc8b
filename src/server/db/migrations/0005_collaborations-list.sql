DROP INDEX "collaborations_status_idx";--> statement-breakpoint
DROP INDEX "collaborations_list_idx";--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "is_invoice_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "brand_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "collaborations_completed_idx" ON "collaborations" USING btree ("agency_id","contact_date","created_at","id") WHERE "collaborations"."is_payment_received";--> statement-breakpoint
CREATE INDEX "collaborations_in_progress_idx" ON "collaborations" USING btree ("agency_id","contact_date","created_at","id") WHERE "collaborations"."is_quote_sent" and not "collaborations"."is_payment_received";--> statement-breakpoint
CREATE INDEX "collaborations_pending_idx" ON "collaborations" USING btree ("agency_id","contact_date","created_at","id") WHERE not "collaborations"."is_quote_sent" and not "collaborations"."is_payment_received";--> statement-breakpoint
CREATE INDEX "collaborations_type_idx" ON "collaborations" USING btree ("agency_id","type","contact_date","created_at","id");--> statement-breakpoint
CREATE INDEX "collaborations_name_key_idx" ON "collaborations" USING btree ("agency_id","name_key");--> statement-breakpoint
CREATE INDEX "collaborations_brand_key_idx" ON "collaborations" USING btree ("agency_id","brand_key");--> statement-breakpoint
CREATE INDEX "collaborations_list_idx" ON "collaborations" USING btree ("agency_id","contact_date","created_at","id");--> statement-breakpoint
CREATE VIEW "public"."tenant_collaboration_search" AS (select id, agency_id, type, contact_date, created_at, is_quote_sent, is_payment_received,
      name_key, brand_key, search_text
      from collaborations where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- Rows written before these columns existed: an invoice number meant "invoice sent"; the keys
-- are rewritten accent-free by the service on the next save.
UPDATE "collaborations" SET "is_invoice_sent" = true WHERE "invoice_number" <> '';--> statement-breakpoint
UPDATE "collaborations" SET "name_key" = lower("name"), "brand_key" = lower("brand") WHERE "name_key" = '';--> statement-breakpoint
-- The list view filters on the caller's agency itself (see schema/collaborations.ts).
GRANT SELECT ON "tenant_collaboration_search" TO infludesk_tenant;
