-- Issue 30: the agency's conclusion of a campaign report, and whether a shared report's link
-- ('report', a new kind of private link) shows the budget to the brand. Table grants and RLS
-- cover the new columns.
ALTER TABLE "collaborations" ADD COLUMN "report_conclusion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "private_links" ADD COLUMN "show_budget" boolean DEFAULT false NOT NULL;