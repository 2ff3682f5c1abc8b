-- Trigram indexes answer the "contains" searches of every list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Requests run as this role inside their transaction (SET LOCAL ROLE) so that row-level
-- security applies to them. Roles belong to the whole server, hence the existence check.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'infludesk_tenant') THEN
    CREATE ROLE infludesk_tenant NOLOGIN;
  END IF;
END
$$;
