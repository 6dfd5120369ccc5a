-- The channels' claim of a batch of notifications (channels/channel-delivery.ts), every member of
-- it in this one statement, set-based: the quota rows of the members of "p_members"
-- ([{"user_id", "ids"}]) are made if missing and locked in ascending member id (so two processes
-- never take two members' locks in opposite orders); then each member's notifications not yet
-- recorded on the channel are recorded in the order given, 'sent' while the member's last hour
-- has room below "p_max" messages and 'held' beyond it, and a message is counted for each one
-- sent. Returns the ids recorded as sent now: the caller sends those.
-- (It was one transaction of six statements per member, then a loop over the members: on PGlite,
-- whose one thread also runs the purchases, each was a large part of a purchase's cost: issue 34.)
CREATE OR REPLACE FUNCTION "notification_channel_claim"("p_channel" text, "p_max" integer, "p_members" jsonb)
RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  "result" bigint[];
BEGIN
  INSERT INTO "notification_quotas" ("user_id", "channel")
    SELECT DISTINCT ("e"->>'user_id')::bigint, "p_channel" FROM jsonb_array_elements("p_members") "e"
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "notification_quotas" "q"
    WHERE "q"."channel" = "p_channel"
      AND "q"."user_id" IN (SELECT ("e"->>'user_id')::bigint FROM jsonb_array_elements("p_members") "e")
    ORDER BY "q"."user_id"
    FOR UPDATE;
  WITH "wanted" AS (
    SELECT ("e"->>'user_id')::bigint AS "user_id", "x"."id"::bigint AS "id", "x"."ord"
      FROM jsonb_array_elements("p_members") "e",
        jsonb_array_elements_text("e"->'ids') WITH ORDINALITY AS "x"("id", "ord")
  ), "fresh" AS (
    SELECT "w"."user_id", "w"."id",
        row_number() OVER (PARTITION BY "w"."user_id" ORDER BY "w"."ord") AS "k"
      FROM "wanted" "w"
      WHERE NOT EXISTS (
        SELECT 1 FROM "notification_deliveries" "d"
          WHERE "d"."notification_id" = "w"."id" AND "d"."channel" = "p_channel")
  ), "used" AS (
    SELECT "m"."user_id",
        (SELECT count(*) FROM "channel_messages" "c"
          WHERE "c"."user_id" = "m"."user_id" AND "c"."channel" = "p_channel"
            AND "c"."sent_at" > now() - interval '1 hour') AS "n"
      FROM (SELECT DISTINCT "user_id" FROM "fresh") "m"
  ), "recorded" AS (
    INSERT INTO "notification_deliveries" ("notification_id", "channel", "user_id", "state")
      SELECT "f"."id", "p_channel", "f"."user_id",
          CASE WHEN "u"."n" + "f"."k" <= "p_max" THEN 'sent' ELSE 'held' END
        FROM "fresh" "f" JOIN "used" "u" ON "u"."user_id" = "f"."user_id"
      ON CONFLICT DO NOTHING
      RETURNING "notification_id", "user_id", "state"
  ), "counted" AS (
    INSERT INTO "channel_messages" ("user_id", "channel")
      SELECT "r"."user_id", "p_channel" FROM "recorded" "r" WHERE "r"."state" = 'sent'
  )
  SELECT coalesce(array_agg("r"."notification_id") FILTER (WHERE "r"."state" = 'sent'), '{}')
    INTO "result" FROM "recorded" "r";
  RETURN "result";
END $$;
