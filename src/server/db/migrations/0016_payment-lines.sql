ALTER TABLE "collaboration_influencers" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD COLUMN "deal_date" date;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD COLUMN "is_deal_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_influencers" ADD CONSTRAINT "collaboration_influencers_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_idx" ON "collaboration_influencers" USING btree ("agency_id","deal_date","id","is_creator_invoice_paid","rate_cents","paid_percentage") WHERE is_deal_paid;--> statement-breakpoint
CREATE INDEX "payment_lines_search_idx" ON "collaboration_influencers" USING gin ("search_text" gin_trgm_ops) WHERE is_deal_paid;--> statement-breakpoint
CREATE VIEW "public"."tenant_payment_search" AS (select id, agency_id, deal_date, is_deal_paid, is_creator_invoice_paid, rate_cents,
      paid_percentage, search_text
      from collaboration_influencers where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- The lines take their deal's date, payment and names (kept in step by the collaboration
-- service from now on). The search text is normalized by the app (domain/search); here the
-- usual accents are folded as migration 0013 does, and the next edit of the deal rewrites it.
UPDATE "collaboration_influencers" AS line
  SET "deal_date" = deal.contact_date,
      "is_deal_paid" = deal.is_payment_received,
      "search_text" = replace(replace(translate(
        lower(line.full_name || ' ' || deal.name || ' ' || deal.brand),
        'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
  FROM "collaborations" AS deal
  WHERE deal.id = line.collaboration_id;--> statement-breakpoint
-- The search view filters on the caller's agency itself (see schema/address-book.ts).
GRANT SELECT ON "tenant_payment_search" TO infludesk_tenant;
--> statement-breakpoint
-- The lines' count and version per agency (as clients and influencers have): the ledger's
-- totals are kept while no line changed. A deal's edit writes its lines, and a deleted deal
-- deletes them, so every change that moves a total moves this version.
CREATE TRIGGER collaboration_influencers_count_inserts AFTER INSERT ON collaboration_influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_count_deletes AFTER DELETE ON collaboration_influencers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_agency_rows();--> statement-breakpoint
CREATE TRIGGER collaboration_influencers_version_updates AFTER UPDATE ON collaboration_influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION version_agency_rows();--> statement-breakpoint
INSERT INTO agency_row_counts (agency_id, table_name, row_count)
  SELECT agency_id, 'collaboration_influencers', count(*) FROM collaboration_influencers
  GROUP BY agency_id;
