CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"response_ms" integer NOT NULL,
	"error" text,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_from" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_response_ms" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_agency_idx" ON "webhook_attempts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_agency_idx" ON "webhook_deliveries" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_enabled_idx" ON "webhook_endpoints" USING btree ("agency_id") WHERE is_enabled;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_agency_idx" ON "webhook_endpoints" USING btree ("agency_id");--> statement-breakpoint
CREATE POLICY "webhook_attempts_read" ON "webhook_attempts" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "webhook_attempts_insert" ON "webhook_attempts" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_attempts_update" ON "webhook_attempts" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_attempts_delete" ON "webhook_attempts" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_deliveries_read" ON "webhook_deliveries" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "webhook_deliveries_insert" ON "webhook_deliveries" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_deliveries_update" ON "webhook_deliveries" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_deliveries_delete" ON "webhook_deliveries" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_endpoints_read" ON "webhook_endpoints" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "webhook_endpoints_insert" ON "webhook_endpoints" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_endpoints_update" ON "webhook_endpoints" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "webhook_endpoints_delete" ON "webhook_endpoints" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_endpoints, webhook_deliveries, webhook_attempts TO infludesk_tenant;
