CREATE TABLE "profit_client_sums" (
	"agency_id" uuid NOT NULL,
	"month" date NOT NULL,
	"client_key" text NOT NULL,
	"client_id" uuid,
	"brand" text,
	"deal_count" integer DEFAULT 0 NOT NULL,
	"billed_cents" bigint DEFAULT 0 NOT NULL,
	"creators_cents" bigint DEFAULT 0 NOT NULL,
	"costs_cents" bigint DEFAULT 0 NOT NULL,
	"margin_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_client_sums_agency_id_month_client_key_pk" PRIMARY KEY("agency_id","month","client_key")
);
--> statement-breakpoint
ALTER TABLE "profit_client_sums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profit_month_sums" (
	"agency_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"manager" text NOT NULL,
	"deal_count" integer DEFAULT 0 NOT NULL,
	"billed_cents" bigint DEFAULT 0 NOT NULL,
	"creators_cents" bigint DEFAULT 0 NOT NULL,
	"costs_cents" bigint DEFAULT 0 NOT NULL,
	"margin_cents" bigint DEFAULT 0 NOT NULL,
	"unbilled_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_month_sums_agency_id_month_type_manager_pk" PRIMARY KEY("agency_id","month","type","manager")
);
--> statement-breakpoint
ALTER TABLE "profit_month_sums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- The table sorts by rate through collaborations_rate_order_idx (0021); this one served nothing.
DROP INDEX "collaborations_margin_rate_idx";--> statement-breakpoint
ALTER TABLE "profit_client_sums" ADD CONSTRAINT "profit_client_sums_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_month_sums" ADD CONSTRAINT "profit_month_sums_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_profit_manager_idx" ON "collaborations" USING btree ("agency_id","manager","profit_date","type","billed_cents","total_cents","costs_cents","margin_cents","client_id") WHERE billed_cents is not null;--> statement-breakpoint
CREATE POLICY "profit_client_sums_read" ON "profit_client_sums" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
CREATE POLICY "profit_month_sums_read" ON "profit_month_sums" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on');--> statement-breakpoint
-- Requests read the sums; only the triggers below write them (migration 0002's grants).
GRANT SELECT ON profit_month_sums, profit_client_sums TO infludesk_tenant;--> statement-breakpoint
-- Rentabilité's sums per month (decision 0035), kept in step with collaborations once per
-- statement (a bulk insert of 1,000 deals is one upsert per month, type and manager). The
-- changed rows count -1 (old) and +1 (new); an update that moves nothing Rentabilité sums
-- (a switch, a name) cancels out and writes nothing. SECURITY DEFINER: requests read the sums
-- but cannot write them (as count_agency_rows, migration 0006). The transition tables differ
-- per operation, hence the statements built with format(). Rows are upserted only for an
-- agency that still exists: deleting an agency cascades, in no set order, to its sums, its
-- deals and its clients (whose deals' client_id is set null: an update that moves sums), and
-- a row written back for it would break the foreign key. A row whose deals all went is
-- deleted. Rows are upserted in key order, so two edits at once lock them in the same order
-- (one waits, neither deadlocks).
CREATE FUNCTION sum_profit_deals() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  summed text := 'agency_id, profit_date, type, manager, client_id, brand, billed_cents,
    total_cents, costs_cents, margin_cents';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', summed)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', summed)
    ELSE format('SELECT %s, -1 AS sign FROM old_rows UNION ALL SELECT %s, 1 FROM new_rows',
      summed, summed) END;
  -- A deal's part of the sums, as the view's queries sum it: billed deals only.
  billed_sums text := '
    sum(CASE WHEN billed_cents IS NULL THEN 0 ELSE sign END)::int AS deal_count,
    sum(CASE WHEN billed_cents IS NULL THEN 0 ELSE sign * billed_cents::bigint END)::bigint
      AS billed_cents,
    sum(CASE WHEN billed_cents IS NULL THEN 0 ELSE sign * total_cents::bigint END)::bigint
      AS creators_cents,
    sum(CASE WHEN billed_cents IS NULL THEN 0 ELSE sign * costs_cents::bigint END)::bigint
      AS costs_cents,
    sum(CASE WHEN billed_cents IS NULL THEN 0 ELSE sign * coalesce(margin_cents, 0) END)::bigint
      AS margin_cents';
  added text := '
    deal_count = sums.deal_count + excluded.deal_count,
    billed_cents = sums.billed_cents + excluded.billed_cents,
    creators_cents = sums.creators_cents + excluded.creators_cents,
    costs_cents = sums.costs_cents + excluded.costs_cents,
    margin_cents = sums.margin_cents + excluded.margin_cents';
  -- The rows left without deals, by key: deleted after the upsert.
  gone_agencies uuid[];
  gone_months date[];
  gone_types text[];
  gone_keys text[];
BEGIN
  EXECUTE format('
    WITH changes AS (%s),
    delta AS (
      SELECT agency_id, date_trunc(''month'', profit_date::timestamp)::date AS month, type,
        manager, %s,
        sum(CASE WHEN billed_cents IS NULL THEN sign ELSE 0 END)::int AS unbilled_count
      FROM changes GROUP BY 1, 2, 3, 4
    ),
    upserted AS (
      INSERT INTO profit_month_sums AS sums (agency_id, month, type, manager, deal_count,
        billed_cents, creators_cents, costs_cents, margin_cents, unbilled_count)
      SELECT delta.* FROM delta JOIN agencies ON agencies.id = delta.agency_id
      WHERE (deal_count, billed_cents, creators_cents, costs_cents, margin_cents, unbilled_count)
        <> (0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (agency_id, month, type, manager) DO UPDATE SET %s,
        unbilled_count = sums.unbilled_count + excluded.unbilled_count
      RETURNING agency_id, month, type, manager, deal_count + unbilled_count = 0 AS is_empty
    )
    SELECT array_agg(agency_id), array_agg(month), array_agg(type), array_agg(manager)
    FROM upserted WHERE is_empty',
    changes, billed_sums, added) INTO gone_agencies, gone_months, gone_types, gone_keys;
  IF gone_agencies IS NOT NULL THEN
    DELETE FROM profit_month_sums AS sums
      USING unnest(gone_agencies, gone_months, gone_types, gone_keys)
        AS gone (agency_id, month, type, manager)
      WHERE (sums.agency_id, sums.month, sums.type, sums.manager)
          = (gone.agency_id, gone.month, gone.type, gone.manager)
        AND sums.deal_count = 0 AND sums.unbilled_count = 0;
  END IF;

  -- Per client: billed deals only; a deal whose client was deleted under its kept brand.
  EXECUTE format('
    WITH changes AS (%s),
    delta AS (
      SELECT agency_id, date_trunc(''month'', profit_date::timestamp)::date AS month,
        coalesce(client_id::text, ''brand:'' || brand) AS client_key, client_id,
        CASE WHEN client_id IS NULL THEN brand END AS brand, %s
      FROM changes WHERE billed_cents IS NOT NULL GROUP BY 1, 2, 3, 4, 5
    ),
    upserted AS (
      INSERT INTO profit_client_sums AS sums (agency_id, month, client_key, client_id, brand,
        deal_count, billed_cents, creators_cents, costs_cents, margin_cents)
      SELECT delta.* FROM delta JOIN agencies ON agencies.id = delta.agency_id
      WHERE (deal_count, billed_cents, creators_cents, costs_cents, margin_cents)
        <> (0, 0, 0, 0, 0)
      ORDER BY 1, 2, 3
      ON CONFLICT (agency_id, month, client_key) DO UPDATE SET %s
      RETURNING agency_id, month, client_key, deal_count = 0 AS is_empty
    )
    SELECT array_agg(agency_id), array_agg(month), array_agg(client_key)
    FROM upserted WHERE is_empty',
    changes, billed_sums, added) INTO gone_agencies, gone_months, gone_keys;
  IF gone_agencies IS NOT NULL THEN
    DELETE FROM profit_client_sums AS sums
      USING unnest(gone_agencies, gone_months, gone_keys) AS gone (agency_id, month, client_key)
      WHERE (sums.agency_id, sums.month, sums.client_key)
          = (gone.agency_id, gone.month, gone.client_key)
        AND sums.deal_count = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collaborations_profit_inserts AFTER INSERT ON collaborations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_profit_deals();--> statement-breakpoint
CREATE TRIGGER collaborations_profit_updates AFTER UPDATE ON collaborations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sum_profit_deals();--> statement-breakpoint
CREATE TRIGGER collaborations_profit_deletes AFTER DELETE ON collaborations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_profit_deals();--> statement-breakpoint
-- The deals already there.
INSERT INTO profit_month_sums (agency_id, month, type, manager, deal_count, billed_cents,
    creators_cents, costs_cents, margin_cents, unbilled_count)
  SELECT agency_id, date_trunc('month', profit_date::timestamp)::date, type, manager,
    count(billed_cents), coalesce(sum(billed_cents), 0),
    coalesce(sum(total_cents) FILTER (WHERE billed_cents IS NOT NULL), 0),
    coalesce(sum(costs_cents) FILTER (WHERE billed_cents IS NOT NULL), 0),
    coalesce(sum(margin_cents) FILTER (WHERE billed_cents IS NOT NULL), 0),
    count(*) - count(billed_cents)
  FROM collaborations GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO profit_client_sums (agency_id, month, client_key, client_id, brand, deal_count,
    billed_cents, creators_cents, costs_cents, margin_cents)
  SELECT agency_id, date_trunc('month', profit_date::timestamp)::date,
    coalesce(client_id::text, 'brand:' || brand), client_id,
    CASE WHEN client_id IS NULL THEN brand END,
    count(*), sum(billed_cents), sum(total_cents), sum(costs_cents), coalesce(sum(margin_cents), 0)
  FROM collaborations WHERE billed_cents IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
