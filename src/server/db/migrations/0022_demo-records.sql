CREATE TABLE "demo_records" (
	"agency_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_records_agency_id_table_name_record_id_pk" PRIMARY KEY("agency_id","table_name","record_id")
);
--> statement-breakpoint
ALTER TABLE "demo_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "demo_records" ADD CONSTRAINT "demo_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "demo_records_read" ON "demo_records" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "demo_records_insert" ON "demo_records" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "demo_records_update" ON "demo_records" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "demo_records_delete" ON "demo_records" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
-- What a request's transaction may touch (migration 0002): row-level security narrows it.
GRANT SELECT, INSERT, DELETE ON demo_records TO infludesk_tenant;
