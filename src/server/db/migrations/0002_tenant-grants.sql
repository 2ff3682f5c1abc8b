-- What a request's transaction may touch once it has switched to the tenant role.
-- Business tables: everything, row-level security narrows it to the caller's agency.
GRANT SELECT, INSERT, UPDATE, DELETE ON
  clients, client_contacts, influencers, influencer_platforms, influencer_rates,
  collaborations, collaboration_influencers, deliverables, castings, casting_proposals,
  resources, tasks
TO infludesk_tenant;
--> statement-breakpoint
-- Identity tables: readable names only — never password hashes, sessions or join codes.
-- Changes to them go through the account service, outside the tenant role.
GRANT SELECT (id, email, first_name, last_name, job_title, user_role, agency_id, permissions, created_at, updated_at) ON users TO infludesk_tenant;
--> statement-breakpoint
GRANT SELECT (id, name, owner_id, created_at, updated_at) ON agencies TO infludesk_tenant;
