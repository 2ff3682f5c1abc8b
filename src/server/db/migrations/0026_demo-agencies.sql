ALTER TABLE "agencies" ADD COLUMN "demo_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "agencies_demo_expires_idx" ON "agencies" USING btree ("demo_expires_at") WHERE demo_expires_at is not null;--> statement-breakpoint
-- The super admin (tenant role) leaves demo agencies out of the platform's figures (decision 0038).
GRANT SELECT (demo_expires_at) ON agencies TO infludesk_tenant;
