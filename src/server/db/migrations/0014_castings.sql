DROP INDEX "casting_proposals_casting_idx";--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "collaboration_id" uuid;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "brand_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "castings" ADD CONSTRAINT "castings_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casting_proposals_influencer_idx" ON "casting_proposals" USING btree ("casting_id","influencer_id");--> statement-breakpoint
CREATE INDEX "casting_proposals_influencer_ref_idx" ON "casting_proposals" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "castings_status_idx" ON "castings" USING btree ("agency_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "castings_name_key_idx" ON "castings" USING btree ("agency_id","name_key");--> statement-breakpoint
CREATE INDEX "castings_brand_key_idx" ON "castings" USING btree ("agency_id","brand_key");--> statement-breakpoint
CREATE INDEX "castings_collaboration_idx" ON "castings" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "casting_proposals_casting_idx" ON "casting_proposals" USING btree ("casting_id","position");--> statement-breakpoint
CREATE VIEW "public"."tenant_casting_search" AS (select id, agency_id, status, created_at, name_key, brand_key, search_text
      from castings where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- The search view filters on the caller's agency itself (see schema/address-book.ts).
GRANT SELECT ON "tenant_casting_search" TO infludesk_tenant;
