ALTER TABLE "agencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agencies_read" ON "agencies" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
CREATE POLICY "users_read" ON "users" AS PERMISSIVE FOR SELECT TO "infludesk_tenant" USING (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid or current_setting('app.superadmin', true) = 'on');--> statement-breakpoint
-- The connecting user must be a member of the tenant role to SET LOCAL ROLE to it (a superuser
-- is implicitly; a plain owner with CREATEROLE is not).
GRANT infludesk_tenant TO CURRENT_USER;
