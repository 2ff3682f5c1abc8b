ALTER TABLE "agencies" ADD COLUMN "sort_key" text COLLATE "C" GENERATED ALWAYS AS (natural_sort_key(replace(replace(translate(lower(name),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "agencies_sort_key_idx" ON "agencies" USING btree ("sort_key","id");--> statement-breakpoint
-- The tenant role reads agencies column by column (migration 0002): the super admin sorts on this one.
GRANT SELECT (sort_key) ON agencies TO infludesk_tenant;
