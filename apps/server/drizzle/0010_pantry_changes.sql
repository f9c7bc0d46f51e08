-- Every change to a pantry item, by any server or by hand, is announced on the channel
-- larder_pantry_changed with its owner's id: each server's pantry cache forgets that cook's pantry at once
-- (src/platform/changes/change-listener.ts, decision 018). An item moved to another cook (an anonymous
-- cook's pantry kept at sign-up) announces both. A TRUNCATE announces an empty payload: forget everyone.
-- PostgreSQL sends one announcement per transaction for repeated identical ones.
CREATE OR REPLACE FUNCTION larder_announce_pantry_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('larder_pantry_changed', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('larder_pantry_changed', OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('larder_pantry_changed', NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pantry_item_changed" AFTER INSERT OR UPDATE OR DELETE ON "pantry_items"
  FOR EACH ROW EXECUTE FUNCTION larder_announce_pantry_change();
--> statement-breakpoint
CREATE TRIGGER "pantry_items_emptied" AFTER TRUNCATE ON "pantry_items"
  FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_pantry_change();
