-- Issue 31, decision 0063: compliance_results' count and version per agency (as 0009 and 0021
-- keep them for other tables). The overview's counts are kept while no result of the agency
-- changed; an evaluation that finds what was kept writes nothing, so reading a panel does not
-- move the version on.
CREATE TRIGGER compliance_results_rows_inserts AFTER INSERT ON compliance_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER compliance_results_rows_deletes AFTER DELETE ON compliance_results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER compliance_results_version_updates AFTER UPDATE ON compliance_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION version_agency_rows();--> statement-breakpoint
INSERT INTO agency_row_counts (agency_id, table_name, row_count)
  SELECT agency_id, 'compliance_results', count(*) FROM compliance_results GROUP BY agency_id;
