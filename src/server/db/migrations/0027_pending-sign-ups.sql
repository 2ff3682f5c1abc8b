-- Sign-ups waiting for their mailed link (issue 27, decision 0039): the account is created when
-- the link is opened. Identity data, handled by the auth service outside the tenant context: the
-- tenant role gets no grant on it.
CREATE TABLE "pending_sign_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"details" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON "pending_sign_ups" FROM infludesk_tenant;
