-- Issue 28, decision 0047: the change feed of live updates. After every write of a business
-- table, one notification per changed record on 'record_changes', sent at commit (NOTIFY's
-- rule: nothing of a rolled-back transaction) and sent once per transaction for identical
-- payloads. It carries only the agency, the record's kind and id, the operation and who made it
-- (app.user_id, set by withTenant): a part (a contact, a deliverable, a proposal…) reports its
-- parent record, as an update. A statement that touched more than 100 records of one agency
-- sends one notification with a null id ("several"), so an import does not flood the streams.
-- Statement-level triggers over transition tables: one cheap query per statement, not per row.
CREATE OR REPLACE FUNCTION notify_record_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  record_kind text := TG_ARGV[0];
  -- SQL naming, in a changed row, the id of the record it belongs to, and its agency.
  record_id text := TG_ARGV[1];
  agency text := TG_ARGV[2];
  op text := CASE WHEN TG_ARGV[1] = 'id' THEN lower(TG_OP) ELSE 'update' END;
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'select * from new_rows'
    WHEN 'DELETE' THEN 'select * from old_rows'
    ELSE 'select * from old_rows union all select * from new_rows' END;
BEGIN
  EXECUTE format(
    'with ids as (
       select distinct %1$s as agency_id, %2$s as record_id from (%3$s) as changed
     ), counted as (
       select agency_id, record_id, count(*) over (partition by agency_id) as n
       from ids where agency_id is not null and record_id is not null
     )
     select count(pg_notify(''record_changes'', json_build_object(
       ''agencyId'', agency_id, ''kind'', $1, ''id'', record_id, ''op'', $2,
       ''by'', nullif(current_setting(''app.user_id'', true), ''''))::text))
     from (select distinct agency_id, case when n > 100 then null else record_id end as record_id
           from counted) as sent',
    agency, record_id, changed)
  USING record_kind, op;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('clients', 'client', 'id', 'agency_id'),
    ('client_contacts', 'client', 'client_id', 'agency_id'),
    ('influencers', 'influencer', 'id', 'agency_id'),
    ('influencer_platforms', 'influencer', 'influencer_id', 'agency_id'),
    ('influencer_rates', 'influencer', 'influencer_id', 'agency_id'),
    ('collaborations', 'collaboration', 'id', 'agency_id'),
    ('collaboration_influencers', 'collaboration', 'collaboration_id', 'agency_id'),
    ('collaboration_costs', 'collaboration', 'collaboration_id', 'agency_id'),
    ('deliverables', 'collaboration',
      '(select ci.collaboration_id from collaboration_influencers ci where ci.id = changed.collaboration_influencer_id)',
      'agency_id'),
    ('castings', 'casting', 'id', 'agency_id'),
    ('casting_proposals', 'casting', 'casting_id', 'agency_id'),
    ('tasks', 'task', 'id', 'agency_id'),
    ('resources', 'resource', 'id', 'agency_id'),
    ('agencies', 'agency', 'id', 'id')
  ) AS feed(tbl, kind, record_id, agency) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t.tbl || '_feed_insert', t.tbl, t.kind, t.record_id, t.agency);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t.tbl || '_feed_update', t.tbl, t.kind, t.record_id, t.agency);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes(%L, %L, %L)',
      t.tbl || '_feed_delete', t.tbl, t.kind, t.record_id, t.agency);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A member's profile, role, rights or agency: not their password, tokens or sign-in marks. A
-- member who moves is announced to the agency they left and the one they joined.
CREATE OR REPLACE FUNCTION notify_member_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.user_id', true), '');
  changed_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  agency uuid;
BEGIN
  FOR agency IN
    SELECT DISTINCT a FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.agency_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.agency_id END]) AS a
    WHERE a IS NOT NULL
  LOOP
    PERFORM pg_notify('record_changes', json_build_object(
      'agencyId', agency, 'kind', 'member', 'id', changed_id, 'op', lower(TG_OP), 'by', actor)::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_feed_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_member_changes();
--> statement-breakpoint
CREATE TRIGGER users_feed_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.job_title IS DISTINCT FROM NEW.job_title OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.user_role IS DISTINCT FROM NEW.user_role OR OLD.agency_id IS DISTINCT FROM NEW.agency_id
    OR OLD.permissions IS DISTINCT FROM NEW.permissions)
  EXECUTE FUNCTION notify_member_changes();
