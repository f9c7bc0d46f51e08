-- Every change to a session or a user, by any server or by hand, is announced on the channel
-- larder_session_changed with the user's id: each server's session cache forgets that user at once
-- (src/modules/auth/session-changes.ts, decision 018); a TRUNCATE announces an empty payload: forget
-- everyone. New sessions need no announcement.
CREATE OR REPLACE FUNCTION larder_announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('larder_session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION larder_announce_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION larder_announce_session_change('id');
--> statement-breakpoint
CREATE TRIGGER "sessions_emptied" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_emptied" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_session_change('id');
