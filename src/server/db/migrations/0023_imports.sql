CREATE TABLE "import_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"message" text NOT NULL,
	"cells" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_errors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea",
	"headers" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"mapping" jsonb,
	"rule" text,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_errors_job_idx" ON "import_errors" USING btree ("job_id","line");--> statement-breakpoint
CREATE INDEX "import_errors_agency_idx" ON "import_errors" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "import_jobs_user_idx" ON "import_jobs" USING btree ("agency_id","user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "import_errors_read" ON "import_errors" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "import_errors_insert" ON "import_errors" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_errors_update" ON "import_errors" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_errors_delete" ON "import_errors" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_jobs_read" ON "import_jobs" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "import_jobs_insert" ON "import_jobs" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_jobs_update" ON "import_jobs" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_jobs_delete" ON "import_jobs" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
-- Tenant tables: the request role reads and writes them under row-level security.
GRANT SELECT, INSERT, UPDATE, DELETE ON import_jobs, import_errors TO infludesk_tenant;
--> statement-breakpoint
-- The importer looks each batch's brand names and SIRETs up (features/imports/import-plan.ts).
CREATE INDEX "clients_import_brand_idx" ON "clients" USING btree ("agency_id","sort_name");--> statement-breakpoint
CREATE INDEX "influencers_import_siret_idx" ON "influencers" USING btree ("agency_id","siret");
