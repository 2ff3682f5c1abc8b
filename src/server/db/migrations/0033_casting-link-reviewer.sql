-- Issue 29, decision 0053: the brand's reviewer of a casting proposal decided through the
-- casting's private link (« Validé par le client »). Table grants and RLS cover new columns.
ALTER TABLE "casting_proposals" ADD COLUMN "decided_by_client_name" text;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD COLUMN "decided_by_client_email" text;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD COLUMN "decided_by_client_at" timestamp with time zone;