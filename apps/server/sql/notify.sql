-- Makes one notification (issue 30), in the caller's transaction: a trigger's or a service's.
-- The event key names the event, so a second call for the same member, kind and event makes
-- nothing (a retried request, a trigger fired twice, two processes). No notification goes to a
-- member for what they did themselves (`p_actor` = `p_user`). True when a row was made.
CREATE OR REPLACE FUNCTION "notify"(
  "p_user" bigint, "p_kind" text, "p_event" text,
  "p_item" uuid DEFAULT NULL, "p_actor" bigint DEFAULT NULL, "p_amount" bigint DEFAULT NULL,
  "p_count" integer DEFAULT NULL, "p_ref" text DEFAULT NULL, "p_detail" text DEFAULT NULL
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF "p_user" IS NULL OR "p_user" IS NOT DISTINCT FROM "p_actor" THEN
    RETURN false;
  END IF;
  INSERT INTO "notifications" ("user_id", "kind", "event_key", "item_id", "actor_id", "amount",
      "count", "ref", "detail")
    VALUES ("p_user", "p_kind", "p_event", "p_item", "p_actor", "p_amount", "p_count", "p_ref",
      left("p_detail", 500))
    ON CONFLICT ("user_id", "kind", "event_key") DO NOTHING;
  RETURN FOUND;
END;
$$;
