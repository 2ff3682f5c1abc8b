CREATE TABLE "record_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" text DEFAULT '' NOT NULL,
	"section" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "trash_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"label" text NOT NULL,
	"section" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" uuid,
	"deleted_by_name" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trash_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "castings" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_events_record_idx" ON "record_events" USING btree ("agency_id","kind","record_id","id");--> statement-breakpoint
CREATE INDEX "record_events_agency_idx" ON "record_events" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "record_events_actor_idx" ON "record_events" USING btree ("agency_id","actor_id","id");--> statement-breakpoint
CREATE INDEX "record_events_section_idx" ON "record_events" USING btree ("agency_id","section","id");--> statement-breakpoint
CREATE INDEX "record_events_at_idx" ON "record_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "trash_items_agency_idx" ON "trash_items" USING btree ("agency_id","deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_items_record_idx" ON "trash_items" USING btree ("agency_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "trash_items_search_idx" ON "trash_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trash_items_deleted_at_idx" ON "trash_items" USING btree ("deleted_at");--> statement-breakpoint
CREATE POLICY "record_events_read" ON "record_events" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "record_events_insert" ON "record_events" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "record_events_update" ON "record_events" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "record_events_delete" ON "record_events" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "trash_items_read" ON "trash_items" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "trash_items_insert" ON "trash_items" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "trash_items_update" ON "trash_items" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "trash_items_delete" ON "trash_items" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
-- History is written and read by requests, never changed by them: only the sweep (the owner) deletes.
GRANT SELECT, INSERT ON record_events TO infludesk_tenant;--> statement-breakpoint
GRANT USAGE ON SEQUENCE record_events_id_seq TO infludesk_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON trash_items TO infludesk_tenant;
