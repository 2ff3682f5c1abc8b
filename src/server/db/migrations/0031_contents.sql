-- Issue 29, decision 0049: content stages on deliverables, drafts with their files, comment
-- threads, and private links for creators and brands.
CREATE TABLE "content_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"version_number" integer,
	"author_kind" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text DEFAULT '' NOT NULL,
	"author_user_id" uuid,
	"decision" text,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"author_kind" text NOT NULL,
	"author_name" text NOT NULL,
	"author_user_id" uuid,
	"sent_to_client_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "private_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"collaboration_id" uuid,
	"collaboration_influencer_id" uuid,
	"casting_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "collaboration_id" uuid;--> statement-breakpoint
UPDATE "deliverables" AS d SET "collaboration_id" = ci."collaboration_id"
  FROM "collaboration_influencers" AS ci WHERE ci."id" = d."collaboration_influencer_id";--> statement-breakpoint
ALTER TABLE "deliverables" ALTER COLUMN "collaboration_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "stage" text DEFAULT 'to_produce' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "publish_on" date;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "published_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "deliverables" ADD COLUMN "is_publication_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An existing deal keeps its meaning: a deliverable already 'Posté' starts as published and
-- checked (the agency said so itself).
UPDATE "deliverables" SET "stage" = 'published', "is_publication_checked" = true WHERE "is_posted";--> statement-breakpoint
-- A deal whose form said 'Posté' (progress 100) had its contents published: its deliverables
-- say so too, so the progress derived from them stays 100.
UPDATE "deliverables" AS d SET "stage" = 'published', "is_posted" = true, "is_publication_checked" = true
  FROM "collaborations" AS c WHERE c."id" = d."collaboration_id" AND c."post_progress" = 100;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_collaboration_influencer_id_collaboration_influencers_id_fk" FOREIGN KEY ("collaboration_influencer_id") REFERENCES "public"."collaboration_influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_casting_id_castings_id_fk" FOREIGN KEY ("casting_id") REFERENCES "public"."castings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_links" ADD CONSTRAINT "private_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_comments_thread_idx" ON "content_comments" USING btree ("deliverable_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_comments_collaboration_idx" ON "content_comments" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "content_comments_agency_idx" ON "content_comments" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "content_files_version_idx" ON "content_files" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "content_files_collaboration_idx" ON "content_files" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "content_files_agency_idx" ON "content_files" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_number_idx" ON "content_versions" USING btree ("deliverable_id","number");--> statement-breakpoint
CREATE INDEX "content_versions_collaboration_idx" ON "content_versions" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "content_versions_agency_idx" ON "content_versions" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_links_token_idx" ON "private_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "private_links_collaboration_idx" ON "private_links" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "private_links_line_idx" ON "private_links" USING btree ("collaboration_influencer_id");--> statement-breakpoint
CREATE INDEX "private_links_casting_idx" ON "private_links" USING btree ("casting_id");--> statement-breakpoint
CREATE INDEX "private_links_agency_idx" ON "private_links" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverables_collaboration_idx" ON "deliverables" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "deliverables_waiting_idx" ON "deliverables" USING btree ("agency_id","stage_changed_at","id") WHERE stage in ('draft_received', 'changes_requested') or (stage = 'published' and not is_publication_checked);--> statement-breakpoint
CREATE POLICY "content_comments_read" ON "content_comments" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "content_comments_insert" ON "content_comments" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_comments_update" ON "content_comments" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_comments_delete" ON "content_comments" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_files_read" ON "content_files" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "content_files_insert" ON "content_files" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_files_update" ON "content_files" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_files_delete" ON "content_files" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_versions_read" ON "content_versions" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "content_versions_insert" ON "content_versions" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_versions_update" ON "content_versions" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_versions_delete" ON "content_versions" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "private_links_read" ON "private_links" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "private_links_insert" ON "private_links" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "private_links_update" ON "private_links" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "private_links_delete" ON "private_links" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON content_versions, content_files, content_comments, private_links TO infludesk_tenant;--> statement-breakpoint
-- The live feed (0030): a content's versions, files and comments report their deal, as an update.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['content_versions', 'content_files', 'content_comments'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t || '_feed_insert', t, 'collaboration', 'collaboration_id', 'agency_id');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t || '_feed_update', t, 'collaboration', 'collaboration_id', 'agency_id');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t || '_feed_delete', t, 'collaboration', 'collaboration_id', 'agency_id');
  END LOOP;
END
$$;
