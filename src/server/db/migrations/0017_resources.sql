DROP INDEX "resources_list_idx";--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "sort_key" text COLLATE "C" GENERATED ALWAYS AS (natural_sort_key(sort_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "resources_type_sort_key_idx" ON "resources" USING btree ("agency_id","type","sort_key","id");--> statement-breakpoint
CREATE INDEX "resources_sort_key_idx" ON "resources" USING btree ("agency_id","sort_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_file_key_idx" ON "resources" USING btree ("file_key");--> statement-breakpoint
CREATE VIEW "public"."tenant_resource_search" AS (select id, agency_id, type, sort_name, sort_key, search_text
      from resources where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- The search view filters on the caller's agency itself (see schema/address-book.ts).
GRANT SELECT ON "tenant_resource_search" TO infludesk_tenant;
