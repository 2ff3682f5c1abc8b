DROP INDEX "clients_agency_brand_idx";--> statement-breakpoint
DROP INDEX "influencers_list_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_agency_sort_idx" ON "clients" USING btree ("agency_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "influencers_list_idx" ON "influencers" USING btree ("agency_id","is_archived","is_exclusive","sort_name","id");--> statement-breakpoint
CREATE VIEW "public"."tenant_client_search" AS (select id, agency_id, sort_name, search_text from clients where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
CREATE VIEW "public"."tenant_influencer_search" AS (select id, agency_id, is_archived, is_exclusive, sort_name, username, search_text
      from influencers where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- Rows written before sort_name existed: the services rewrite it accent-free on their next save.
UPDATE "clients" SET "sort_name" = lower("brand_name") WHERE "sort_name" = '';--> statement-breakpoint
UPDATE "influencers" SET "sort_name" = lower("full_name") WHERE "sort_name" = '';--> statement-breakpoint
-- The search views filter on the caller's agency themselves (see schema/address-book.ts).
GRANT SELECT ON "tenant_client_search", "tenant_influencer_search" TO infludesk_tenant;
