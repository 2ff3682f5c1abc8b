-- Every app server keeps recently resolved sessions for a few seconds. Any change of a user
-- (permissions, agency, profile, deletion) or change of a session is announced to all of them,
-- delivered at commit, so that none serves a stale session (docs/decisions/0014).
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('infludesk_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('infludesk_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_session_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
