-- Issue 30, decision 0058: 'Performances' and the benchmarks without ranking 100,000 readings.
-- (1) The reading that counts for each publication (decision 0055: the latest day, then the
-- latest entered; then the greatest id, so that two readings entered in one transaction still
-- elect one) is flagged `is_latest` by statement-level triggers on every insert and delete,
-- whoever writes (the agency's form, the creator's link, the importer, the Corbeille).
-- (2) Each reading carries copies of what the figures group and divide by — its deliverable's
-- type, price and day, its share of the deal's billed price, the deal's client (or kept brand),
-- the creator — written before insert and rewritten by row triggers when the deliverable, the
-- deal or the creator line changes one of them; and its engagements and rate base (the rules
-- of shared/domain/performance), fixed since readings are never edited.
-- Each reading also carries its benchmarks' parts: the creator's audience tier on the type's
-- platform (rewritten when the creator's accounts change), its CPM on the creator's cost and its
-- engagement rate.
-- (3) performance_sums: the latest readings' figures per month and client, and per month and
-- type, kept by a statement-level trigger on publication_readings (as 0024's profit sums): the
-- rows that stop counting subtract, those that start add.
-- The functions are SECURITY DEFINER as count_agency_rows (0006): requests read the sums but
-- cannot write them. Table grants and RLS cover the new columns.
CREATE TABLE "performance_sums" (
	"agency_id" uuid NOT NULL,
	"grouping" text NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"publications" integer DEFAULT 0 NOT NULL,
	"reach" bigint DEFAULT 0 NOT NULL,
	"reach_n" integer DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"impressions_n" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"views_n" integer DEFAULT 0 NOT NULL,
	"engagements" bigint DEFAULT 0 NOT NULL,
	"engagements_n" integer DEFAULT 0 NOT NULL,
	"rate_engagements" bigint DEFAULT 0 NOT NULL,
	"rate_base" bigint DEFAULT 0 NOT NULL,
	"on_reach_n" integer DEFAULT 0 NOT NULL,
	"on_impressions_n" integer DEFAULT 0 NOT NULL,
	"cost_impressions" double precision DEFAULT 0 NOT NULL,
	"cost_engagements" double precision DEFAULT 0 NOT NULL,
	"billed_impressions" double precision DEFAULT 0 NOT NULL,
	"impressions_billed" bigint DEFAULT 0 NOT NULL,
	"billed_engagements" double precision DEFAULT 0 NOT NULL,
	"engagements_billed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "performance_sums_agency_id_grouping_month_key_pk" PRIMARY KEY("agency_id","grouping","month","key")
);
--> statement-breakpoint
ALTER TABLE "performance_sums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "is_latest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "deliverable_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "billed_cents" double precision;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "influencer_id" uuid;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "engagements" bigint;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "rate_base" bigint;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "is_on_reach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "audience_tier" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "cpm_cents" double precision;--> statement-breakpoint
ALTER TABLE "publication_readings" ADD COLUMN "engagement_rate" double precision;--> statement-breakpoint
ALTER TABLE "performance_sums" ADD CONSTRAINT "performance_sums_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_readings_figures_idx" ON "publication_readings" USING btree ("agency_id","published_on","deliverable_type","client_key","cost_cents","billed_cents","impressions","reach","views","engagements","rate_base","is_on_reach","influencer_id") WHERE is_latest;--> statement-breakpoint
CREATE INDEX "publication_readings_benchmarks_idx" ON "publication_readings" USING btree ("agency_id","deliverable_type","audience_tier","cpm_cents","engagement_rate") WHERE is_latest;--> statement-breakpoint
CREATE INDEX "publication_readings_influencer_idx" ON "publication_readings" USING btree ("influencer_id") WHERE influencer_id is not null;--> statement-breakpoint
CREATE POLICY "performance_sums_read" ON "performance_sums" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
-- The creator's audience tier for a type (shared/domain/benchmarks: TYPE_PLATFORMS, AUDIENCE_TIERS):
-- their largest audience on the type's platform; 'unknown' without one, for UGC or a free type.
CREATE FUNCTION reading_audience_tier(p_influencer uuid, p_type text) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE WHEN best.audience >= 1000000 THEN 'over_1m' WHEN best.audience >= 100000 THEN '100k_1m'
    WHEN best.audience >= 10000 THEN '10k_100k' WHEN best.audience >= 0 THEN 'under_10k'
    ELSE 'unknown' END
  FROM (SELECT max(audience) AS audience FROM influencer_platforms
    WHERE influencer_id = p_influencer AND name = CASE p_type WHEN 'post_instagram' THEN 'instagram' WHEN 'story_instagram' THEN 'instagram' WHEN 'reel_instagram' THEN 'instagram' WHEN 'tiktok' THEN 'tiktok' WHEN 'story_snapchat' THEN 'snapchat' WHEN 'twitch' THEN 'twitch' WHEN 'youtube' THEN 'youtube' END) AS best
$$;--> statement-breakpoint
CREATE FUNCTION refresh_latest_readings() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE publication_readings AS r SET is_latest = (r.id = latest.id)
  FROM (
    SELECT DISTINCT ON (deliverable_id) deliverable_id, id FROM publication_readings
    WHERE deliverable_id IN (SELECT DISTINCT deliverable_id FROM changed_rows)
    ORDER BY deliverable_id, read_on DESC, created_at DESC, id DESC
  ) AS latest
  WHERE r.deliverable_id = latest.deliverable_id AND r.is_latest IS DISTINCT FROM (r.id = latest.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER publication_readings_latest_insert AFTER INSERT ON publication_readings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_latest_readings();--> statement-breakpoint
CREATE TRIGGER publication_readings_latest_delete AFTER DELETE ON publication_readings REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_latest_readings();--> statement-breakpoint
CREATE FUNCTION fill_reading_facts() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  SELECT d.type, d.price_cents, c.billed_cents::float8 * d.price_cents / nullif(c.total_cents, 0),
    coalesce(c.client_id::text, 'brand:' || c.brand), coalesce(d.published_on, NEW.read_on),
    ci.influencer_id
  INTO NEW.deliverable_type, NEW.cost_cents, NEW.billed_cents, NEW.client_key, NEW.published_on,
    NEW.influencer_id
  FROM deliverables AS d
  JOIN collaborations AS c ON c.id = d.collaboration_id
  JOIN collaboration_influencers AS ci ON ci.id = d.collaboration_influencer_id
  WHERE d.id = NEW.deliverable_id;
  NEW.deliverable_type := coalesce(NEW.deliverable_type, '');
  NEW.client_key := coalesce(NEW.client_key, '');
  NEW.engagements := CASE WHEN coalesce(NEW.likes, NEW.comments, NEW.shares, NEW.saves) IS NULL THEN NULL
    ELSE coalesce(NEW.likes, 0) + coalesce(NEW.comments, 0) + coalesce(NEW.shares, 0) + coalesce(NEW.saves, 0) END;
  NEW.rate_base := CASE WHEN NEW.reach > 0 THEN NEW.reach WHEN NEW.impressions > 0 THEN NEW.impressions END;
  NEW.is_on_reach := coalesce(NEW.reach > 0, false);
  NEW.audience_tier := reading_audience_tier(NEW.influencer_id, NEW.deliverable_type);
  NEW.cpm_cents := CASE WHEN NEW.impressions > 0 THEN NEW.cost_cents::float8 * 1000 / NEW.impressions END;
  NEW.engagement_rate := NEW.engagements::float8 / NEW.rate_base;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER publication_readings_facts BEFORE INSERT ON publication_readings
  FOR EACH ROW EXECUTE FUNCTION fill_reading_facts();--> statement-breakpoint
CREATE FUNCTION copy_reading_facts(deliverable_ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE publication_readings AS r SET deliverable_type = d.type, cost_cents = d.price_cents,
    billed_cents = c.billed_cents::float8 * d.price_cents / nullif(c.total_cents, 0),
    client_key = coalesce(c.client_id::text, 'brand:' || c.brand),
    published_on = coalesce(d.published_on, r.read_on), influencer_id = ci.influencer_id,
    audience_tier = reading_audience_tier(ci.influencer_id, d.type),
    cpm_cents = CASE WHEN r.impressions > 0 THEN d.price_cents::float8 * 1000 / r.impressions END
  FROM deliverables AS d
  JOIN collaborations AS c ON c.id = d.collaboration_id
  JOIN collaboration_influencers AS ci ON ci.id = d.collaboration_influencer_id
  WHERE d.id = r.deliverable_id AND r.deliverable_id = ANY (deliverable_ids);
$$;--> statement-breakpoint
CREATE FUNCTION refresh_reading_facts() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_TABLE_NAME = 'deliverables' THEN
    PERFORM copy_reading_facts(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'collaborations' THEN
    PERFORM copy_reading_facts(ARRAY(SELECT id FROM deliverables WHERE collaboration_id = NEW.id));
  ELSE
    PERFORM copy_reading_facts(
      ARRAY(SELECT id FROM deliverables WHERE collaboration_influencer_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER deliverables_reading_facts AFTER UPDATE OF type, price_cents, published_on ON deliverables
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.price_cents IS DISTINCT FROM NEW.price_cents
    OR OLD.published_on IS DISTINCT FROM NEW.published_on)
  EXECUTE FUNCTION refresh_reading_facts();--> statement-breakpoint
CREATE TRIGGER collaborations_reading_facts AFTER UPDATE OF billed_cents, total_cents, client_id, brand ON collaborations
  FOR EACH ROW WHEN (OLD.billed_cents IS DISTINCT FROM NEW.billed_cents OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
    OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION refresh_reading_facts();--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_reading_facts AFTER UPDATE OF influencer_id ON collaboration_influencers
  FOR EACH ROW WHEN (OLD.influencer_id IS DISTINCT FROM NEW.influencer_id)
  EXECUTE FUNCTION refresh_reading_facts();--> statement-breakpoint
CREATE FUNCTION refresh_reading_tiers() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM copy_reading_facts(ARRAY(SELECT DISTINCT deliverable_id FROM publication_readings
    WHERE influencer_id IN (SELECT DISTINCT influencer_id FROM changed_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER influencer_platforms_reading_tiers_insert AFTER INSERT ON influencer_platforms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_reading_tiers();--> statement-breakpoint
CREATE TRIGGER influencer_platforms_reading_tiers_update AFTER UPDATE ON influencer_platforms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_reading_tiers();--> statement-breakpoint
CREATE TRIGGER influencer_platforms_reading_tiers_delete AFTER DELETE ON influencer_platforms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_reading_tiers();--> statement-breakpoint
CREATE FUNCTION sum_publication_readings() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  summed text := 'agency_id, is_latest, published_on, client_key, deliverable_type, cost_cents,
    billed_cents, impressions, reach, views, engagements, rate_base, is_on_reach';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', summed)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', summed)
    ELSE format('SELECT %s, -1 AS sign FROM old_rows UNION ALL SELECT %s, 1 FROM new_rows',
      summed, summed) END;
  gone_agencies uuid[];
  gone_groupings text[];
  gone_months date[];
  gone_keys text[];
BEGIN
  EXECUTE format('
    WITH changes AS (%s),
    delta AS (
      SELECT c.agency_id, g.grouping, date_trunc(''month'', c.published_on::timestamp)::date AS month,
        g.key,
        sum(sign)::int AS publications,
        sum(sign * coalesce(reach, 0))::bigint AS reach,
        sum(sign * (reach IS NOT NULL)::int)::int AS reach_n,
        sum(sign * coalesce(impressions, 0))::bigint AS impressions,
        sum(sign * (impressions IS NOT NULL)::int)::int AS impressions_n,
        sum(sign * coalesce(views, 0))::bigint AS views,
        sum(sign * (views IS NOT NULL)::int)::int AS views_n,
        sum(sign * coalesce(engagements, 0))::bigint AS engagements,
        sum(sign * (engagements IS NOT NULL)::int)::int AS engagements_n,
        sum(sign * CASE WHEN rate_base IS NOT NULL THEN coalesce(engagements, 0) ELSE 0 END)::bigint
          AS rate_engagements,
        sum(sign * CASE WHEN engagements IS NOT NULL THEN coalesce(rate_base, 0) ELSE 0 END)::bigint
          AS rate_base,
        sum(sign * (engagements IS NOT NULL AND rate_base IS NOT NULL AND is_on_reach)::int)::int
          AS on_reach_n,
        sum(sign * (engagements IS NOT NULL AND rate_base IS NOT NULL AND NOT is_on_reach)::int)::int
          AS on_impressions_n,
        sum(sign * CASE WHEN impressions IS NOT NULL THEN coalesce(cost_cents, 0) ELSE 0 END)::float8
          AS cost_impressions,
        sum(sign * CASE WHEN engagements IS NOT NULL THEN coalesce(cost_cents, 0) ELSE 0 END)::float8
          AS cost_engagements,
        sum(sign * CASE WHEN impressions IS NOT NULL THEN coalesce(billed_cents, 0) ELSE 0 END)::float8
          AS billed_impressions,
        sum(sign * CASE WHEN billed_cents IS NOT NULL THEN coalesce(impressions, 0) ELSE 0 END)::bigint
          AS impressions_billed,
        sum(sign * CASE WHEN engagements IS NOT NULL THEN coalesce(billed_cents, 0) ELSE 0 END)::float8
          AS billed_engagements,
        sum(sign * CASE WHEN billed_cents IS NOT NULL THEN coalesce(engagements, 0) ELSE 0 END)::bigint
          AS engagements_billed
      FROM changes AS c
      CROSS JOIN LATERAL (VALUES (''client'', c.client_key), (''type'', c.deliverable_type))
        AS g (grouping, key)
      WHERE c.is_latest
      GROUP BY 1, 2, 3, 4
    ),
    upserted AS (
      INSERT INTO performance_sums AS sums
      SELECT delta.* FROM delta JOIN agencies ON agencies.id = delta.agency_id
      WHERE delta.publications <> 0 OR delta.reach_n <> 0 OR delta.impressions_n <> 0
        OR delta.engagements_n <> 0 OR delta.cost_impressions <> 0 OR delta.billed_impressions <> 0
        OR delta.cost_engagements <> 0 OR delta.billed_engagements <> 0 OR delta.views_n <> 0
        OR delta.rate_base <> 0 OR delta.impressions_billed <> 0 OR delta.engagements_billed <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (agency_id, grouping, month, key) DO UPDATE SET
        publications = sums.publications + excluded.publications,
        reach = sums.reach + excluded.reach, reach_n = sums.reach_n + excluded.reach_n,
        impressions = sums.impressions + excluded.impressions,
        impressions_n = sums.impressions_n + excluded.impressions_n,
        views = sums.views + excluded.views, views_n = sums.views_n + excluded.views_n,
        engagements = sums.engagements + excluded.engagements,
        engagements_n = sums.engagements_n + excluded.engagements_n,
        rate_engagements = sums.rate_engagements + excluded.rate_engagements,
        rate_base = sums.rate_base + excluded.rate_base,
        on_reach_n = sums.on_reach_n + excluded.on_reach_n,
        on_impressions_n = sums.on_impressions_n + excluded.on_impressions_n,
        cost_impressions = sums.cost_impressions + excluded.cost_impressions,
        cost_engagements = sums.cost_engagements + excluded.cost_engagements,
        billed_impressions = sums.billed_impressions + excluded.billed_impressions,
        impressions_billed = sums.impressions_billed + excluded.impressions_billed,
        billed_engagements = sums.billed_engagements + excluded.billed_engagements,
        engagements_billed = sums.engagements_billed + excluded.engagements_billed
      RETURNING agency_id, grouping, month, key, publications = 0 AS is_empty
    )
    SELECT array_agg(agency_id), array_agg(grouping), array_agg(month), array_agg(key)
    FROM upserted WHERE is_empty', changes)
    INTO gone_agencies, gone_groupings, gone_months, gone_keys;
  IF gone_agencies IS NOT NULL THEN
    DELETE FROM performance_sums AS sums
      USING unnest(gone_agencies, gone_groupings, gone_months, gone_keys)
        AS gone (agency_id, grouping, month, key)
      WHERE (sums.agency_id, sums.grouping, sums.month, sums.key)
          = (gone.agency_id, gone.grouping, gone.month, gone.key)
        AND sums.publications = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER publication_readings_sums_insert AFTER INSERT ON publication_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_publication_readings();--> statement-breakpoint
CREATE TRIGGER publication_readings_sums_update AFTER UPDATE ON publication_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sum_publication_readings();--> statement-breakpoint
CREATE TRIGGER publication_readings_sums_delete AFTER DELETE ON publication_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_publication_readings();--> statement-breakpoint
GRANT SELECT ON performance_sums TO infludesk_tenant;--> statement-breakpoint
-- The readings already taken.
UPDATE publication_readings SET
  engagements = CASE WHEN coalesce(likes, comments, shares, saves) IS NULL THEN NULL
    ELSE coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) + coalesce(saves, 0) END,
  rate_base = CASE WHEN reach > 0 THEN reach WHEN impressions > 0 THEN impressions END,
  is_on_reach = coalesce(reach > 0, false);--> statement-breakpoint
UPDATE publication_readings SET engagement_rate = engagements::float8 / rate_base;--> statement-breakpoint
SELECT copy_reading_facts(ARRAY(SELECT DISTINCT deliverable_id FROM publication_readings));--> statement-breakpoint
UPDATE publication_readings AS r SET is_latest = true
FROM (
  SELECT DISTINCT ON (deliverable_id) id FROM publication_readings
  ORDER BY deliverable_id, read_on DESC, created_at DESC, id DESC
) AS latest
WHERE r.id = latest.id;
