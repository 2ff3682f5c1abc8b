-- Issue 27: a search of 1 or 2 characters matches anywhere, like a longer one (decision 0008).
-- The trigram indexes need 3 characters, so each searched table also indexes the 1- and
-- 2-character pieces of its search text: "nike" gives n, i, k, e, ni, ik, ke. For such a term,
-- "short_grams(search_text) @> array[term]" is exactly "search_text contains term", and a GIN
-- index answers it (GIN drops the repeated pieces itself). PL/pgSQL, not SQL: statements must
-- call it by name to meet the index expression, and an SQL version (generate_series and
-- array_agg) cost 5 times more a row, which every insert and update of these tables pays.
CREATE FUNCTION short_grams(value text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  pieces text[] := regexp_split_to_array(value, '');
BEGIN
  FOR start IN 1 .. length(value) - 1 LOOP
    pieces := pieces || substr(value, start, 2);
  END LOOP;
  RETURN pieces;
END
$$;--> statement-breakpoint
CREATE INDEX "clients_short_search_idx" ON "clients" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "influencers_short_search_idx" ON "influencers" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "payment_lines_short_search_idx" ON "collaboration_influencers" USING gin (short_grams("search_text")) WHERE is_deal_paid;--> statement-breakpoint
CREATE INDEX "collaborations_short_search_idx" ON "collaborations" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "castings_short_search_idx" ON "castings" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "resources_short_search_idx" ON "resources" USING gin (short_grams("search_text"));