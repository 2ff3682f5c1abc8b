-- Issue 30, decision 0055: a published deliverable's statistics, read on a day (several over time,
-- the latest counts). The tenant role's grants and RLS as 0031, and the live feed reports the deal.
CREATE TABLE "publication_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"read_on" date NOT NULL,
	"impressions" bigint,
	"reach" bigint,
	"views" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"link_clicks" bigint,
	"sales" bigint,
	"source" text NOT NULL,
	"author_name" text NOT NULL,
	"author_user_id" uuid,
	"proof_file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD CONSTRAINT "publication_readings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD CONSTRAINT "publication_readings_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD CONSTRAINT "publication_readings_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD CONSTRAINT "publication_readings_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_readings_latest_idx" ON "publication_readings" USING btree ("deliverable_id","read_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_readings_collaboration_idx" ON "publication_readings" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "publication_readings_agency_idx" ON "publication_readings" USING btree ("agency_id");--> statement-breakpoint
CREATE POLICY "publication_readings_read" ON "publication_readings" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "publication_readings_insert" ON "publication_readings" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "publication_readings_update" ON "publication_readings" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "publication_readings_delete" ON "publication_readings" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON publication_readings TO infludesk_tenant;--> statement-breakpoint
-- The live feed (0030): a reading reports its deal, as an update.
CREATE TRIGGER publication_readings_feed_insert AFTER INSERT ON publication_readings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');--> statement-breakpoint
CREATE TRIGGER publication_readings_feed_update AFTER UPDATE ON publication_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');--> statement-breakpoint
CREATE TRIGGER publication_readings_feed_delete AFTER DELETE ON publication_readings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');
