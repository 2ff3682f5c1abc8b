DROP INDEX "tasks_due_idx";--> statement-breakpoint
DROP INDEX "tasks_assignee_idx";--> statement-breakpoint
DROP INDEX "tasks_creator_idx";--> statement-breakpoint
DROP INDEX "tasks_influencer_idx";--> statement-breakpoint
-- The due moment becomes a day: the day it was in Paris (the old product stored noon local
-- time), or the day the task was written when it had none.
ALTER TABLE "tasks" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "tasks" SET "due_date" = coalesce(("due_at" AT TIME ZONE 'Europe/Paris')::date, ("created_at" AT TIME ZONE 'Europe/Paris')::date);--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_assignee_due_idx" ON "tasks" USING btree ("assigned_to","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_creator_due_idx" ON "tasks" USING btree ("created_by","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_open_assignee_idx" ON "tasks" USING btree ("assigned_to","due_date","id") WHERE status <> 'completed' and influencer_id is null;--> statement-breakpoint
CREATE INDEX "tasks_open_creator_idx" ON "tasks" USING btree ("created_by","due_date","id") WHERE status <> 'completed' and influencer_id is null;--> statement-breakpoint
CREATE INDEX "tasks_agency_idx" ON "tasks" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "tasks_influencer_idx" ON "tasks" USING btree ("influencer_id","due_date");--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "due_at";