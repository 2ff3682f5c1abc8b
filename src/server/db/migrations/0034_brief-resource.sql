-- Issue 29: the brief a deal's creators read on their link page, one of the agency's resources.
-- Table grants and RLS cover the new column; a resource's deletion clears it (set null).
ALTER TABLE "collaborations" ADD COLUMN "brief_resource_id" uuid;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_brief_resource_id_resources_id_fk" FOREIGN KEY ("brief_resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_brief_idx" ON "collaborations" USING btree ("brief_resource_id") WHERE brief_resource_id is not null;