CREATE TABLE "agency_totals" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"collaboration_count" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "platform_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"admin_email" text NOT NULL,
	"what" text NOT NULL,
	"record_id" uuid,
	"record_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_access_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agency_totals" ADD CONSTRAINT "agency_totals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_access_log" ADD CONSTRAINT "platform_access_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_access_log" ADD CONSTRAINT "platform_access_log_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_access_log_agency_idx" ON "platform_access_log" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_access_log_admin_idx" ON "platform_access_log" USING btree ("admin_user_id");--> statement-breakpoint
CREATE VIEW "public"."superadmin_client_search" AS (select id, agency_id, sort_name, sort_key, search_text from clients where (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
CREATE VIEW "public"."superadmin_collaboration_search" AS (select id, agency_id, contact_date, created_at, name_key, brand_key, search_text
      from collaborations where (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
CREATE VIEW "public"."superadmin_influencer_search" AS (select id, agency_id, is_archived, is_exclusive, sort_name, sort_key, search_text
      from influencers where (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
CREATE POLICY "agency_totals_read" ON "agency_totals" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
CREATE POLICY "platform_access_log_read" ON "platform_access_log" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "platform_access_log_insert" ON "platform_access_log" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK ((select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
ALTER POLICY "agency_row_counts_read" ON "agency_row_counts" TO infludesk_tenant USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
-- agency_totals (issue 17) is kept by statement-level triggers, as agency_row_counts is
-- (migration 0006): one update per statement, SECURITY DEFINER because requests only read it.
-- A decrease only updates: when an agency is deleted its row may already be gone with it.
-- Members: users come, go and change agency (join, leave, the agency deleted under them).
CREATE FUNCTION count_agency_members() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_totals AS totals (agency_id, user_count)
      SELECT agency_id, count(*) FROM new_rows WHERE agency_id IS NOT NULL GROUP BY agency_id
    ON CONFLICT (agency_id) DO UPDATE SET user_count = totals.user_count + excluded.user_count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE agency_totals AS totals SET user_count = totals.user_count - gone.members
      FROM (SELECT agency_id, count(*) AS members FROM old_rows
            WHERE agency_id IS NOT NULL GROUP BY agency_id) AS gone
      WHERE totals.agency_id = gone.agency_id;
  ELSE
    UPDATE agency_totals AS totals SET user_count = totals.user_count - gone.members
      FROM (SELECT old_rows.agency_id, count(*) AS members
            FROM old_rows JOIN new_rows ON new_rows.id = old_rows.id
            WHERE old_rows.agency_id IS NOT NULL
              AND new_rows.agency_id IS DISTINCT FROM old_rows.agency_id
            GROUP BY old_rows.agency_id) AS gone
      WHERE totals.agency_id = gone.agency_id;
    INSERT INTO agency_totals AS totals (agency_id, user_count)
      SELECT new_rows.agency_id, count(*)
      FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
      WHERE new_rows.agency_id IS NOT NULL
        AND old_rows.agency_id IS DISTINCT FROM new_rows.agency_id
      GROUP BY new_rows.agency_id
    ON CONFLICT (agency_id) DO UPDATE SET user_count = totals.user_count + excluded.user_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_inserts AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_members();--> statement-breakpoint
CREATE TRIGGER users_count_deletes AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_members();--> statement-breakpoint
CREATE TRIGGER users_count_updates AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_agency_members();--> statement-breakpoint
-- Collaborations never change agency: inserts and deletes are enough.
CREATE FUNCTION count_agency_collaborations() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_totals AS totals (agency_id, collaboration_count)
      SELECT agency_id, count(*) FROM new_rows GROUP BY agency_id
    ON CONFLICT (agency_id)
      DO UPDATE SET collaboration_count = totals.collaboration_count + excluded.collaboration_count;
  ELSE
    UPDATE agency_totals AS totals SET collaboration_count = totals.collaboration_count - gone.deals
      FROM (SELECT agency_id, count(*) AS deals FROM old_rows GROUP BY agency_id) AS gone
      WHERE totals.agency_id = gone.agency_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collaborations_count_inserts AFTER INSERT ON collaborations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_collaborations();--> statement-breakpoint
CREATE TRIGGER collaborations_count_deletes AFTER DELETE ON collaborations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_collaborations();--> statement-breakpoint
-- The CA Total: the influencers' rates of every collaboration (spec §9). An edit of a deal
-- updates its lines in place (issue 12), so updates move the sum by what changed; payments
-- update lines too, and leave it as it is.
CREATE FUNCTION sum_agency_revenue() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_totals AS totals (agency_id, revenue_cents)
      SELECT agency_id, sum(rate_cents) FROM new_rows GROUP BY agency_id
    ON CONFLICT (agency_id)
      DO UPDATE SET revenue_cents = totals.revenue_cents + excluded.revenue_cents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE agency_totals AS totals SET revenue_cents = totals.revenue_cents - gone.cents
      FROM (SELECT agency_id, sum(rate_cents) AS cents FROM old_rows GROUP BY agency_id) AS gone
      WHERE totals.agency_id = gone.agency_id;
  ELSE
    UPDATE agency_totals AS totals SET revenue_cents = totals.revenue_cents + moved.cents
      FROM (SELECT agency_id, sum(cents) AS cents
            FROM (SELECT agency_id, rate_cents::bigint AS cents FROM new_rows
                  UNION ALL SELECT agency_id, -rate_cents::bigint FROM old_rows) AS lines
            GROUP BY agency_id) AS moved
      WHERE moved.cents <> 0 AND totals.agency_id = moved.agency_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_revenue_inserts AFTER INSERT ON collaboration_influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_agency_revenue();--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_revenue_deletes AFTER DELETE ON collaboration_influencers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_agency_revenue();--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_revenue_updates AFTER UPDATE ON collaboration_influencers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sum_agency_revenue();--> statement-breakpoint
-- Every agency gets its row now, then the triggers keep it.
INSERT INTO agency_totals (agency_id, user_count, collaboration_count, revenue_cents)
  SELECT agency.id,
         (SELECT count(*) FROM users WHERE users.agency_id = agency.id),
         (SELECT count(*) FROM collaborations AS deal WHERE deal.agency_id = agency.id),
         (SELECT coalesce(sum(line.rate_cents), 0) FROM collaboration_influencers AS line
          WHERE line.agency_id = agency.id)
  FROM agencies AS agency;--> statement-breakpoint
-- The tenant role reads the totals (row-level security: its agency, or all for a super admin),
-- the search views (empty outside a super admin's transaction), and reads and adds access-log
-- entries (row-level security: the agency reads its own, only a super admin adds).
GRANT SELECT ON agency_totals, superadmin_client_search, superadmin_influencer_search,
  superadmin_collaboration_search TO infludesk_tenant;--> statement-breakpoint
GRANT SELECT, INSERT ON platform_access_log TO infludesk_tenant;
