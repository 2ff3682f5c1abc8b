-- Issue 31, decision 0063: the overview's page indexes ascending, read backwards. Drizzle writes
-- .desc() as DESC NULLS LAST, which cannot serve ORDER BY … DESC (NULLS FIRST): the planner
-- sorted every open deal of the agency instead of reading the page's 51 entries.
DROP INDEX "compliance_results_open_idx";--> statement-breakpoint
DROP INDEX "compliance_results_manager_idx";--> statement-breakpoint
CREATE INDEX "compliance_results_open_idx" ON "compliance_results" USING btree ("agency_id","contact_date","collaboration_id","open_mask") WHERE worst_level <> 'ok';--> statement-breakpoint
CREATE INDEX "compliance_results_manager_idx" ON "compliance_results" USING btree ("agency_id","manager","contact_date","collaboration_id","open_mask") WHERE worst_level <> 'ok';