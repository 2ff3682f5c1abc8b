CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"join_code" text NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"user_role" text DEFAULT 'user' NOT NULL,
	"agency_id" uuid,
	"permissions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'brand' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"sector_main" text,
	"sector_sub" text,
	"notes" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "influencer_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"audience" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencer_platforms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "influencer_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencer_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"username" text NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"siret" text DEFAULT '' NOT NULL,
	"internal_referent" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"proposed_to" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "collaboration_influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"influencer_id" uuid,
	"full_name" text NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"is_creator_invoice_paid" boolean DEFAULT false NOT NULL,
	"paid_percentage" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"client_id" uuid,
	"brand" text NOT NULL,
	"manager" text NOT NULL,
	"quote_number" text DEFAULT '' NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"billing_status" text DEFAULT 'pending' NOT NULL,
	"contact_date" date NOT NULL,
	"signature_date" date,
	"is_quote_sent" boolean DEFAULT false NOT NULL,
	"is_contract_signed" boolean DEFAULT false NOT NULL,
	"is_casting_validated" boolean DEFAULT false NOT NULL,
	"is_payment_received" boolean DEFAULT false NOT NULL,
	"post_progress" smallint DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaborations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_influencer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_posted" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliverables" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "casting_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"casting_id" uuid NOT NULL,
	"influencer_id" uuid,
	"full_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casting_proposals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "castings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "castings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_at" timestamp with time zone,
	"assigned_to" uuid,
	"created_by" uuid,
	"influencer_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_platforms" ADD CONSTRAINT "influencer_platforms_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_platforms" ADD CONSTRAINT "influencer_platforms_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_rates" ADD CONSTRAINT "influencer_rates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_rates" ADD CONSTRAINT "influencer_rates_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD CONSTRAINT "collaboration_influencers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD CONSTRAINT "collaboration_influencers_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD CONSTRAINT "collaboration_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_collaboration_influencer_id_collaboration_influencers_id_fk" FOREIGN KEY ("collaboration_influencer_id") REFERENCES "public"."collaboration_influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_casting_id_castings_id_fk" FOREIGN KEY ("casting_id") REFERENCES "public"."castings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "castings" ADD CONSTRAINT "castings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "castings" ADD CONSTRAINT "castings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id","position");--> statement-breakpoint
CREATE INDEX "client_contacts_agency_idx" ON "client_contacts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "clients_agency_brand_idx" ON "clients" USING btree ("agency_id","brand_name","id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "influencer_platforms_influencer_idx" ON "influencer_platforms" USING btree ("influencer_id","position");--> statement-breakpoint
CREATE INDEX "influencer_platforms_agency_idx" ON "influencer_platforms" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "influencer_rates_influencer_idx" ON "influencer_rates" USING btree ("influencer_id","position");--> statement-breakpoint
CREATE INDEX "influencer_rates_agency_idx" ON "influencer_rates" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "influencers_list_idx" ON "influencers" USING btree ("agency_id","is_archived","is_exclusive","full_name","id");--> statement-breakpoint
CREATE INDEX "influencers_search_idx" ON "influencers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collab_influencers_collab_idx" ON "collaboration_influencers" USING btree ("collaboration_id","position");--> statement-breakpoint
CREATE INDEX "collab_influencers_influencer_idx" ON "collaboration_influencers" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "collab_influencers_agency_idx" ON "collaboration_influencers" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "collaborations_list_idx" ON "collaborations" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collaborations_status_idx" ON "collaborations" USING btree ("agency_id","is_payment_received","is_quote_sent","created_at");--> statement-breakpoint
CREATE INDEX "collaborations_client_idx" ON "collaborations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "collaborations_search_idx" ON "collaborations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deliverables_owner_idx" ON "deliverables" USING btree ("collaboration_influencer_id","position");--> statement-breakpoint
CREATE INDEX "deliverables_agency_idx" ON "deliverables" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "casting_proposals_casting_idx" ON "casting_proposals" USING btree ("casting_id");--> statement-breakpoint
CREATE INDEX "casting_proposals_agency_idx" ON "casting_proposals" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "castings_list_idx" ON "castings" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "castings_search_idx" ON "castings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_list_idx" ON "resources" USING btree ("agency_id","type","name");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("agency_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "tasks_creator_idx" ON "tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tasks_influencer_idx" ON "tasks" USING btree ("influencer_id");--> statement-breakpoint
CREATE POLICY "client_contacts_read" ON "client_contacts" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "client_contacts_insert" ON "client_contacts" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "client_contacts_update" ON "client_contacts" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "client_contacts_delete" ON "client_contacts" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "clients_read" ON "clients" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "clients_insert" ON "clients" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "clients_update" ON "clients" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "clients_delete" ON "clients" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_platforms_read" ON "influencer_platforms" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "influencer_platforms_insert" ON "influencer_platforms" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_platforms_update" ON "influencer_platforms" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_platforms_delete" ON "influencer_platforms" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_rates_read" ON "influencer_rates" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "influencer_rates_insert" ON "influencer_rates" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_rates_update" ON "influencer_rates" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencer_rates_delete" ON "influencer_rates" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencers_read" ON "influencers" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "influencers_insert" ON "influencers" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencers_update" ON "influencers" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "influencers_delete" ON "influencers" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaboration_influencers_read" ON "collaboration_influencers" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "collaboration_influencers_insert" ON "collaboration_influencers" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaboration_influencers_update" ON "collaboration_influencers" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaboration_influencers_delete" ON "collaboration_influencers" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaborations_read" ON "collaborations" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "collaborations_insert" ON "collaborations" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaborations_update" ON "collaborations" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "collaborations_delete" ON "collaborations" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "deliverables_read" ON "deliverables" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "deliverables_insert" ON "deliverables" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "deliverables_update" ON "deliverables" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "deliverables_delete" ON "deliverables" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "casting_proposals_read" ON "casting_proposals" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "casting_proposals_insert" ON "casting_proposals" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "casting_proposals_update" ON "casting_proposals" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "casting_proposals_delete" ON "casting_proposals" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "castings_read" ON "castings" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "castings_insert" ON "castings" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "castings_update" ON "castings" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "castings_delete" ON "castings" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "resources_read" ON "resources" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "resources_insert" ON "resources" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "resources_update" ON "resources" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "resources_delete" ON "resources" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tasks_read" ON "tasks" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "tasks_insert" ON "tasks" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tasks_update" ON "tasks" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tasks_delete" ON "tasks" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);