CREATE TABLE "agency_row_counts" (
	"agency_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_row_counts_agency_id_table_name_pk" PRIMARY KEY("agency_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "agency_row_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agency_row_counts" ADD CONSTRAINT "agency_row_counts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "agency_row_counts_read" ON "agency_row_counts" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- Keeps agency_row_counts in step with a table, once per statement (a bulk insert of 1,000
-- rows is one update). SECURITY DEFINER: requests read the counts but cannot write them.
-- Rows never change agency, and tables are never truncated: inserts and deletes are enough.
CREATE FUNCTION count_agency_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_row_counts AS counted (agency_id, table_name, row_count)
      SELECT agency_id, TG_TABLE_NAME, count(*) FROM new_rows GROUP BY agency_id
    ON CONFLICT (agency_id, table_name)
      DO UPDATE SET row_count = counted.row_count + excluded.row_count;
  ELSE
    UPDATE agency_row_counts AS counted SET row_count = counted.row_count - gone.row_count
      FROM (SELECT agency_id, count(*) AS row_count FROM old_rows GROUP BY agency_id) AS gone
      WHERE counted.agency_id = gone.agency_id AND counted.table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_count_inserts AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER clients_count_deletes AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
INSERT INTO agency_row_counts (agency_id, table_name, row_count)
  SELECT agency_id, 'clients', count(*) FROM clients GROUP BY agency_id;--> statement-breakpoint
GRANT SELECT ON agency_row_counts TO infludesk_tenant;
