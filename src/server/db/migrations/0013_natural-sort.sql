-- Lists sort on this key (decision 0019; shared/domain/natural-sort.ts states the same rule):
-- the normalized name with each run of digits left-padded with zeros to 10, so that, compared
-- as bytes, 'createur 2' < 'createur 3' < 'createur 12' < 'createur 119'. PGlite's ICU ignores
-- numeric collation (und-u-kn-true), so no engine relies on it. Runs of 11 digits or more
-- keep their digits; leading zeros do not count ('007' ties with '7').
CREATE FUNCTION natural_sort_key(sort_name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(sort_name, '[0-9]+', '0000000000\&', 'g'), '0*([0-9]{10})', '\1', 'g');--> statement-breakpoint
-- Rows not saved since 0003 still hold lower(name) with its accents: fold the usual ones, as
-- the services do on save (normalizeSearchText), so that 'élodie' sorts with 'elodie'.
UPDATE "clients" SET "sort_name" = replace(replace(translate("sort_name", 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
  WHERE "sort_name" ~ '[àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ]';--> statement-breakpoint
UPDATE "influencers" SET "sort_name" = replace(replace(translate("sort_name", 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
  WHERE "sort_name" ~ '[àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ]';--> statement-breakpoint
DROP VIEW "public"."tenant_client_search";--> statement-breakpoint
DROP VIEW "public"."tenant_influencer_search";--> statement-breakpoint
DROP INDEX "clients_agency_sort_idx";--> statement-breakpoint
DROP INDEX "influencers_list_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_key" text COLLATE "C" GENERATED ALWAYS AS (natural_sort_key(sort_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "sort_key" text COLLATE "C" GENERATED ALWAYS AS (natural_sort_key(sort_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_agency_sort_key_idx" ON "clients" USING btree ("agency_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "influencers_sort_key_idx" ON "influencers" USING btree ("agency_id","is_archived","is_exclusive","sort_key","id");--> statement-breakpoint
CREATE VIEW "public"."tenant_client_search" AS (select id, agency_id, sort_name, sort_key, search_text from clients
      where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
CREATE VIEW "public"."tenant_influencer_search" AS (select id, agency_id, is_archived, is_exclusive, sort_name, sort_key, username, search_text
      from influencers where agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid));--> statement-breakpoint
-- The search views filter on the caller's agency themselves (see schema/address-book.ts).
GRANT SELECT ON "tenant_client_search", "tenant_influencer_search" TO infludesk_tenant;
