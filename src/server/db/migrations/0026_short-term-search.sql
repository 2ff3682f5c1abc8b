-- Issue 27: a search of 1 or 2 characters matches anywhere, like a longer one (decision 0008).
-- The trigram indexes need 3 characters, so each searched table also indexes the 1- and
-- 2-character pieces of its search text: "nike" gives n, i, k, e, ni, ik, ke. For such a term,
-- "short_grams(search_text) @> array[term]" is exactly "search_text contains term", and a GIN
-- index answers it. Pieces with a space are left out: a normalized term of 1 or 2 characters
-- has none. Not inlined (it has a FROM), so statements match the index expression by name.
CREATE FUNCTION short_grams(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(piece), '{}')
  FROM (
    SELECT substr(value, start, size) AS piece
    FROM generate_series(1, length(value)) AS start, (VALUES (1), (2)) AS sizes(size)
    WHERE start + size - 1 <= length(value)
  ) AS pieces
  WHERE position(' ' IN piece) = 0
$$;--> statement-breakpoint
CREATE INDEX "clients_short_search_idx" ON "clients" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "influencers_short_search_idx" ON "influencers" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "payment_lines_short_search_idx" ON "collaboration_influencers" USING gin (short_grams("search_text")) WHERE is_deal_paid;--> statement-breakpoint
CREATE INDEX "collaborations_short_search_idx" ON "collaborations" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "castings_short_search_idx" ON "castings" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "resources_short_search_idx" ON "resources" USING gin (short_grams("search_text"));