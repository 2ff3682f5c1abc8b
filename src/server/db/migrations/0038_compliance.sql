-- Issue 31 ('Conformité', contracts): the facts the panel reads — the advertiser's and the
-- creator's party data, gifts per creator line, the deal's category and contract terms, the
-- retouched / virtual ticks of a deliverable — and the contracts with their signature proof and
-- an agency's own template. Table grants and RLS cover the new columns.
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"collaboration_influencer_id" uuid NOT NULL,
	"resource_id" uuid,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_size" bigint NOT NULL,
	"document_sha256" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"generated_by" uuid,
	"creator_signed_name" text,
	"creator_signed_at" timestamp with time zone,
	"creator_signed_ip" text,
	"creator_signed_user_agent" text,
	"creator_signed_sha256" text,
	"certificate_key" text,
	"agency_signed_by" uuid,
	"agency_signed_name" text,
	"agency_signed_at" timestamp with time zone,
	"agency_signed_sha256" text,
	"signed_upload_key" text,
	"signed_upload_name" text,
	"signed_upload_at" timestamp with time zone,
	"signed_upload_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "legal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "legal_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "tax_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "eu_representative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "has_liability_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD COLUMN "gifts_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "are_category_conditions_met" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "rights_usage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "rights_months" integer;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "exclusivity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "payment_days" integer;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "is_retouched" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "is_virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_collaboration_influencer_id_collaboration_influencers_id_fk" FOREIGN KEY ("collaboration_influencer_id") REFERENCES "public"."collaboration_influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agency_signed_by_users_id_fk" FOREIGN KEY ("agency_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_signed_upload_by_users_id_fk" FOREIGN KEY ("signed_upload_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_agency_idx" ON "contract_templates" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_line_idx" ON "contracts" USING btree ("collaboration_influencer_id");--> statement-breakpoint
CREATE INDEX "contracts_collaboration_idx" ON "contracts" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "contracts_resource_idx" ON "contracts" USING btree ("resource_id") WHERE resource_id is not null;--> statement-breakpoint
CREATE INDEX "contracts_agency_idx" ON "contracts" USING btree ("agency_id");--> statement-breakpoint
CREATE POLICY "contract_templates_read" ON "contract_templates" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "contract_templates_insert" ON "contract_templates" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contract_templates_update" ON "contract_templates" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contract_templates_delete" ON "contract_templates" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contracts_read" ON "contracts" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "contracts_insert" ON "contracts" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contracts_update" ON "contracts" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contracts_delete" ON "contracts" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON contracts, contract_templates TO infludesk_tenant;--> statement-breakpoint
-- The live feed (0030): a contract reports its deal, as an update.
CREATE TRIGGER contracts_feed_insert AFTER INSERT ON contracts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');--> statement-breakpoint
CREATE TRIGGER contracts_feed_update AFTER UPDATE ON contracts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');--> statement-breakpoint
CREATE TRIGGER contracts_feed_delete AFTER DELETE ON contracts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('collaboration', 'collaboration_id', 'agency_id');
