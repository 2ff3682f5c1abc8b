-- Issue 31, decision 0063: Toutes les campagnes › Conformité without evaluating every deal of the
-- agency per request. compliance_results keeps each deal's last evaluation by the rules of
-- shared/domain/compliance (written by the server, which alone runs them); compliance_stale lists
-- the deals to evaluate again. Statement-level triggers with transition tables (as 0030's) mark
-- a deal stale whenever something it reads changes: the deal, its creator lines (and every deal
-- of the same creators: their yearly sums with a brand change), its deliverables, their drafts'
-- captions, its contracts, its creators' and its client's data. Each request of the panel or the
-- overview first evaluates its agency's stale deals, in its own transaction.
-- The functions are SECURITY DEFINER as count_agency_rows (0006): requests read and clear the
-- marks but never write them. A mark rewrites marked_at: it then holds the row's lock until its
-- transaction commits, and a refresh that claims the row waits for it (it would otherwise
-- forget a change it could not see yet).
CREATE TABLE "compliance_results" (
	"collaboration_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"manager" text NOT NULL,
	"contact_date" date NOT NULL,
	"worst_level" text NOT NULL,
	"open_checks" text[] NOT NULL,
	"blocking_checks" text[] NOT NULL,
	"open_mask" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "compliance_stale" (
	"collaboration_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_stale" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_results_open_idx" ON "compliance_results" USING btree ("agency_id","contact_date" DESC NULLS LAST,"collaboration_id" DESC NULLS LAST,"open_mask") WHERE worst_level <> 'ok';--> statement-breakpoint
CREATE INDEX "compliance_results_manager_idx" ON "compliance_results" USING btree ("agency_id","manager","contact_date" DESC NULLS LAST,"collaboration_id" DESC NULLS LAST,"open_mask") WHERE worst_level <> 'ok';--> statement-breakpoint
CREATE INDEX "compliance_results_counts_idx" ON "compliance_results" USING btree ("agency_id","manager","worst_level","open_mask") WHERE worst_level <> 'ok';--> statement-breakpoint
CREATE INDEX "compliance_stale_agency_idx" ON "compliance_stale" USING btree ("agency_id");--> statement-breakpoint
CREATE POLICY "compliance_results_read" ON "compliance_results" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "compliance_results_insert" ON "compliance_results" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "compliance_results_update" ON "compliance_results" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "compliance_results_delete" ON "compliance_results" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "compliance_stale_read" ON "compliance_stale" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "compliance_stale_insert" ON "compliance_stale" AS PERMISSIVE FOR INSERT TO "infludesk_tenant" WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "compliance_stale_update" ON "compliance_stale" AS PERMISSIVE FOR UPDATE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid) WITH CHECK (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "compliance_stale_delete" ON "compliance_stale" AS PERMISSIVE FOR DELETE TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON compliance_results TO infludesk_tenant;--> statement-breakpoint
GRANT SELECT, UPDATE, DELETE ON compliance_stale TO infludesk_tenant;--> statement-breakpoint
-- The deals that still exist (a cascade may mark a deal it is deleting), in one order (two marks
-- never wait for each other crosswise).
CREATE FUNCTION mark_compliance_stale(deal_ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO compliance_stale AS stale (collaboration_id, agency_id, marked_at)
  SELECT c.id, c.agency_id, clock_timestamp() FROM collaborations AS c
  WHERE c.id = ANY (deal_ids) ORDER BY c.id
  ON CONFLICT (collaboration_id) DO UPDATE SET marked_at = excluded.marked_at;
$$;--> statement-breakpoint
-- Some deals and every deal of some creators: a line's pay or gifts, or a deal's brand or year,
-- changes the creator's yearly sums with a brand, which each of their deals reads.
CREATE FUNCTION mark_compliance_of_creators(influencer_ids uuid[], deal_ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT mark_compliance_stale(ARRAY(
    SELECT unnest(deal_ids)
    UNION SELECT collaboration_id FROM collaboration_influencers
      WHERE influencer_id = ANY (influencer_ids)));
$$;--> statement-breakpoint
-- TG_ARGV[0]: the column naming the deal; TG_ARGV[1]: the columns an update must change to count.
CREATE FUNCTION mark_compliance_of_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  deal text := quote_ident(TG_ARGV[0]);
  olds text := (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c);
  news text := (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c);
  deal_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %s) FROM new_rows', deal) INTO deal_ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %s) FROM old_rows', deal) INTO deal_ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT d) FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id,
      LATERAL (VALUES (o.%1$s), (n.%1$s)) AS x (d) WHERE (%2$s, NULL) IS DISTINCT FROM (%3$s, NULL)',
      deal, olds, news) INTO deal_ids;
  END IF;
  IF deal_ids IS NOT NULL THEN PERFORM mark_compliance_stale(deal_ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION mark_compliance_of_lines() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_compliance_of_creators(ARRAY(SELECT influencer_id FROM new_rows WHERE influencer_id IS NOT NULL),
      ARRAY(SELECT collaboration_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mark_compliance_of_creators(ARRAY(SELECT influencer_id FROM old_rows WHERE influencer_id IS NOT NULL),
      ARRAY(SELECT collaboration_id FROM old_rows));
  ELSE
    PERFORM mark_compliance_of_creators(
      ARRAY(SELECT x.influencer_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id,
        LATERAL (VALUES (o.influencer_id), (n.influencer_id)) AS x (influencer_id)
        WHERE x.influencer_id IS NOT NULL AND (o.rate_cents, o.gifts_cents, o.influencer_id, o.collaboration_id)
          IS DISTINCT FROM (n.rate_cents, n.gifts_cents, n.influencer_id, n.collaboration_id)),
      ARRAY(SELECT x.collaboration_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id,
        LATERAL (VALUES (o.collaboration_id), (n.collaboration_id)) AS x (collaboration_id)
        WHERE (o.rate_cents, o.gifts_cents, o.influencer_id, o.collaboration_id, o.full_name)
          IS DISTINCT FROM (n.rate_cents, n.gifts_cents, n.influencer_id, n.collaboration_id, n.full_name)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION mark_compliance_of_deals() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_compliance_stale(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM mark_compliance_stale(ARRAY(SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (o.manager, o.contact_date, o.client_id, o.brand, o.brand_key, o.category,
          o.are_category_conditions_met, o.rights_usage, o.rights_months)
        IS DISTINCT FROM (n.manager, n.contact_date, n.client_id, n.brand, n.brand_key, n.category,
          n.are_category_conditions_met, n.rights_usage, n.rights_months)));
    -- The deal's brand or year moves its creators' lines between yearly sums.
    PERFORM mark_compliance_of_creators(ARRAY(SELECT DISTINCT line.influencer_id
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        JOIN collaboration_influencers AS line ON line.collaboration_id = n.id
        WHERE line.influencer_id IS NOT NULL
          AND (o.contact_date, o.client_id, o.brand_key) IS DISTINCT FROM (n.contact_date, n.client_id, n.brand_key)),
      '{}');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION mark_compliance_of_parties() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_TABLE_NAME = 'influencers' THEN
    PERFORM mark_compliance_of_creators(ARRAY(SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (o.full_name, o.address, o.email, o.tax_country, o.birth_date, o.eu_representative,
          o.has_liability_insurance)
        IS DISTINCT FROM (n.full_name, n.address, n.email, n.tax_country, n.birth_date,
          n.eu_representative, n.has_liability_insurance)), '{}');
  ELSE
    PERFORM mark_compliance_stale(ARRAY(SELECT c.id FROM collaborations AS c WHERE c.client_id IN (
      SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (o.brand_name, o.sector_main, o.sector_sub, o.legal_name, o.legal_address, o.legal_email,
          o.tax_country)
        IS DISTINCT FROM (n.brand_name, n.sector_main, n.sector_sub, n.legal_name, n.legal_address,
          n.legal_email, n.tax_country))));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('deliverables', 'mark_compliance_of_rows(''collaboration_id'', ''type,collaboration_influencer_id,publish_on,published_on,is_retouched,is_virtual'')'),
    ('content_versions', 'mark_compliance_of_rows(''collaboration_id'', ''caption,number,deliverable_id'')'),
    ('contracts', 'mark_compliance_of_rows(''collaboration_id'', ''collaboration_influencer_id,document_sha256,creator_signed_at,creator_signed_sha256,agency_signed_at,agency_signed_sha256,signed_upload_key'')'),
    ('collaboration_influencers', 'mark_compliance_of_lines()'),
    ('collaborations', 'mark_compliance_of_deals()')
  ) AS marks (tbl, fn) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION %s', t.tbl || '_compliance_insert', t.tbl, t.fn);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION %s', t.tbl || '_compliance_update', t.tbl, t.fn);
    -- A deleted deal takes its result with it (the foreign key's cascade).
    IF t.tbl <> 'collaborations' THEN
      EXECUTE format(
        'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION %s', t.tbl || '_compliance_delete', t.tbl, t.fn);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER influencers_compliance_update AFTER UPDATE ON influencers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_compliance_of_parties();--> statement-breakpoint
CREATE TRIGGER clients_compliance_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_compliance_of_parties();--> statement-breakpoint
-- The deals already made: evaluated by their agency's first read.
INSERT INTO compliance_stale (collaboration_id, agency_id) SELECT id, agency_id FROM collaborations;
