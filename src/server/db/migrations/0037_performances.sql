-- Issue 30, decision 0058: 'Performances' and the benchmarks read one table through one index.
-- (1) The reading that counts for each publication (decision 0055: the latest day, then the
-- latest entered; then the greatest id, so that two readings entered in one transaction still
-- elect one) is flagged `is_latest` by statement-level triggers on every insert and delete,
-- whoever writes (the agency's form, the creator's link, the importer, the Corbeille).
-- (2) Each reading carries copies of what the figures group and divide by — its deliverable's
-- type, price and day, its share of the deal's billed price, the deal's client (or kept brand),
-- the creator — written before insert and rewritten by row triggers when the deliverable, the
-- deal or the creator line changes one of them; and its engagements and rate base (the rules
-- of shared/domain/performance), fixed since readings are never edited.
-- The functions are SECURITY DEFINER as count_agency_rows (0006): they touch only the changed
-- publications' readings. Table grants and RLS cover the new columns.
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
CREATE INDEX "publication_readings_figures_idx" ON "publication_readings" USING btree ("agency_id","published_on","deliverable_type","client_key","cost_cents","billed_cents","impressions","reach","views","engagements","rate_base","is_on_reach","influencer_id") WHERE is_latest;--> statement-breakpoint
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
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER publication_readings_facts BEFORE INSERT ON publication_readings
  FOR EACH ROW EXECUTE FUNCTION fill_reading_facts();--> statement-breakpoint
CREATE FUNCTION copy_reading_facts(deliverable_ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE publication_readings AS r SET deliverable_type = d.type, cost_cents = d.price_cents,
    billed_cents = c.billed_cents::float8 * d.price_cents / nullif(c.total_cents, 0),
    client_key = coalesce(c.client_id::text, 'brand:' || c.brand),
    published_on = coalesce(d.published_on, r.read_on), influencer_id = ci.influencer_id
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
-- The readings already taken.
UPDATE publication_readings SET
  engagements = CASE WHEN coalesce(likes, comments, shares, saves) IS NULL THEN NULL
    ELSE coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) + coalesce(saves, 0) END,
  rate_base = CASE WHEN reach > 0 THEN reach WHEN impressions > 0 THEN impressions END,
  is_on_reach = coalesce(reach > 0, false);--> statement-breakpoint
SELECT copy_reading_facts(ARRAY(SELECT DISTINCT deliverable_id FROM publication_readings));--> statement-breakpoint
UPDATE publication_readings AS r SET is_latest = true
FROM (
  SELECT DISTINCT ON (deliverable_id) id FROM publication_readings
  ORDER BY deliverable_id, read_on DESC, created_at DESC, id DESC
) AS latest
WHERE r.id = latest.id;
