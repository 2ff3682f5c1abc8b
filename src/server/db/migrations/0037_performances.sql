-- Issue 30, decision 0058: the reading that counts for each publication (decision 0055: the
-- latest day, then the latest entered; then the greatest id, so that two readings entered in
-- one transaction still elect one) is flagged `is_latest`, kept by statement-level triggers on
-- every insert and delete, whoever writes (the agency's form, the creator's link, the importer,
-- the Corbeille). 'Performances' and the benchmarks read the flagged rows through a partial
-- index. SECURITY DEFINER as count_agency_rows (0006): it only touches the changed
-- publications' readings. Table grants and RLS cover the new column.
ALTER TABLE "publication_readings" ADD COLUMN "is_latest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "publication_readings_is_latest_idx" ON "publication_readings" USING btree ("agency_id","deliverable_id") WHERE is_latest;--> statement-breakpoint
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
-- The readings already taken.
UPDATE publication_readings AS r SET is_latest = true
FROM (
  SELECT DISTINCT ON (deliverable_id) id FROM publication_readings
  ORDER BY deliverable_id, read_on DESC, created_at DESC, id DESC
) AS latest
WHERE r.id = latest.id;
