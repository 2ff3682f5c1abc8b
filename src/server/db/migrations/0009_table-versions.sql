ALTER TABLE "agency_row_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of a counted table moves its version on: a result computed from an older
-- version (the number of matches of a search) is known to be stale on every app server.
CREATE OR REPLACE FUNCTION count_agency_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_row_counts AS counted (agency_id, table_name, row_count, version)
      SELECT agency_id, TG_TABLE_NAME, count(*), 1 FROM new_rows GROUP BY agency_id
    ON CONFLICT (agency_id, table_name)
      DO UPDATE SET row_count = counted.row_count + excluded.row_count,
                    version = counted.version + 1;
  ELSE
    UPDATE agency_row_counts AS counted
      SET row_count = counted.row_count - gone.row_count, version = counted.version + 1
      FROM (SELECT agency_id, count(*) AS row_count FROM old_rows GROUP BY agency_id) AS gone
      WHERE counted.agency_id = gone.agency_id AND counted.table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION version_agency_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE agency_row_counts AS counted SET version = counted.version + 1
    FROM (SELECT DISTINCT agency_id FROM new_rows) AS changed
    WHERE counted.agency_id = changed.agency_id AND counted.table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_version_updates AFTER UPDATE ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION version_agency_rows();
