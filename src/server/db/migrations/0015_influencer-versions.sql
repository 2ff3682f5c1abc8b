-- The influencers' row count and version per agency (as clients have, migrations 0006 and
-- 0009): the Tâches cards cache their group counts while the version stays the same.
CREATE TRIGGER influencers_count_inserts AFTER INSERT ON influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER influencers_count_deletes AFTER DELETE ON influencers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER influencers_version_updates AFTER UPDATE ON influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION version_agency_rows();--> statement-breakpoint
INSERT INTO agency_row_counts (agency_id, table_name, row_count)
  SELECT agency_id, 'influencers', count(*) FROM influencers GROUP BY agency_id;
