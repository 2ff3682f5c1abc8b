-- Issue 32, decision 0068: a member's calendar feed is a private link of kind 'calendar' naming
-- the member (gone with them); their deals as chef de projet are found by the manager's name.
-- Table grants and RLS of private_links cover the new column.
ALTER TABLE "private_links" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_manager_key_idx" ON "collaborations" USING btree ("agency_id",lower(trim(manager)));--> statement-breakpoint
CREATE INDEX "private_links_user_idx" ON "private_links" USING btree ("user_id") WHERE user_id is not null;