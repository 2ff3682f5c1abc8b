-- Issue 33, decision 0069: a member's notifications reach their open tabs through the change
-- feed of 0030 (kind 'notification'). The id sent is the member's (user_id), not the item's:
-- the stream gives it to that member's tabs only, which then refetch their count and panel.
DO $$
BEGIN
  CREATE TRIGGER notifications_feed_insert AFTER INSERT ON notifications
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('notification', 'user_id', 'agency_id');
  CREATE TRIGGER notifications_feed_update AFTER UPDATE ON notifications
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes('notification', 'user_id', 'agency_id');
END
$$;
