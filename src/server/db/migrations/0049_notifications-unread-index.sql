-- Issue 33, decision 0069: the bell counts a member's unread items from this index alone: row-level
-- security reads agency_id, which must be in it for an index-only scan (measured: p99 17 ms → see 0069).
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","section","agency_id") WHERE read_at IS NULL;