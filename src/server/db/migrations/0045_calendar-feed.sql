-- Issue 32, decision 0068: a member's calendar feed is a private link of kind 'calendar' naming
-- the member (gone with them). Their deals as chef de projet are found by the manager's stored
-- key: row-level security keeps lower(trim(manager)) away from an expression index. Table grants
-- and RLS cover the new columns.
ALTER TABLE "collaborations" ADD COLUMN "manager_key" text GENERATED ALWAYS AS (lower(trim(manager))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "private_links" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_manager_key_idx" ON "collaborations" USING btree ("agency_id","manager_key");--> statement-breakpoint
CREATE INDEX "deliverables_publish_on_idx" ON "deliverables" USING btree ("collaboration_id","publish_on") WHERE publish_on is not null;--> statement-breakpoint
CREATE INDEX "private_links_user_idx" ON "private_links" USING btree ("user_id") WHERE user_id is not null;