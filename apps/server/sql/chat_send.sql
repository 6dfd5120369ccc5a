-- A chat message in one statement (issue 11's benchmark): the app checks who may write about
-- what, and the database does the rest in one round trip, atomically: it locks both members'
-- inboxes (in id order, so two sends never wait on each other in a circle, and a member's
-- messages are numbered in the order they commit), answers a retried client id with the stored
-- message, refuses a blocked pair, starts the conversation about the item when there is none,
-- stores the message and moves both contact rows and the recipient's unread counts.
-- Refusals raise P0001 with the app's error code as the message. The body comes as text of its
-- own: inside JSON, a lone surrogate a client sent would be an escape PostgreSQL refuses.
CREATE OR REPLACE FUNCTION "chat_send"("p" jsonb, "p_body" text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "sender" bigint := ("p"->>'sender_id')::bigint;
  "recipient" bigint := ("p"->>'recipient_id')::bigint;
  "item" uuid := ("p"->>'item_id')::uuid;
  "lo" bigint := least("sender", "recipient");
  "hi" bigint := greatest("sender", "recipient");
  "conversation" uuid;
  "named" uuid;
  "message" "chat_messages";
  "total" integer;
BEGIN
  INSERT INTO "chat_inboxes" ("member_id") VALUES ("lo"), ("hi")
    ON CONFLICT ("member_id") DO UPDATE SET "member_id" = excluded."member_id";
  SELECT * INTO "message" FROM "chat_messages"
    WHERE "sender_id" = "sender" AND "client_id" = ("p"->>'client_id')::uuid;
  IF FOUND THEN
    RETURN jsonb_build_object('replay', true, 'message', to_jsonb("message"));
  END IF;
  IF EXISTS (SELECT 1 FROM "chat_blocks" WHERE "blocker_id" = "sender" AND "blocked_id" = "recipient") THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'chat_you_blocked';
  END IF;
  IF EXISTS (SELECT 1 FROM "chat_blocks" WHERE "blocker_id" = "recipient" AND "blocked_id" = "sender") THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'chat_blocked';
  END IF;
  SELECT "id", "item_id" INTO "conversation", "named" FROM "conversations"
    WHERE "low_id" = "lo" AND "high_id" = "hi";
  IF "conversation" IS NULL THEN
    -- Seed section 6: a conversation starts about an item of the other member, or (issue 32)
    -- about the sender's need the other answered; the app decides which (`may_start`).
    IF "item" IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'chat_item_required';
    END IF;
    IF NOT coalesce(("p"->>'may_start')::boolean, false) THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'chat_item_not_theirs';
    END IF;
    -- The same rule held here too, whatever a caller says: the item is the recipient's, or the
    -- sender's need with an answer of the recipient's that an operator has not hidden.
    IF NOT EXISTS (
      SELECT 1 FROM "items" "i" WHERE "i"."id" = "item" AND (
        "i"."owner_id" = "recipient" OR (
          "i"."owner_id" = "sender" AND "i"."section" = 'need' AND EXISTS (
            SELECT 1 FROM "comments" "c"
            WHERE "c"."item_id" = "item" AND "c"."author_id" = "recipient" AND "c"."hidden_at" IS NULL
          )
        )
      )
    ) THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'chat_item_not_theirs';
    END IF;
    INSERT INTO "conversations" ("low_id", "high_id", "item_id") VALUES ("lo", "hi", "item")
      RETURNING "id" INTO "conversation";
    INSERT INTO "chat_participants" ("member_id", "peer_id", "conversation_id")
      VALUES ("sender", "recipient", "conversation"), ("recipient", "sender", "conversation");
  ELSIF "item" IS NOT NULL AND "named" IS DISTINCT FROM "item" THEN
    UPDATE "conversations" SET "item_id" = "item" WHERE "id" = "conversation";
  END IF;
  INSERT INTO "chat_messages" ("conversation_id", "sender_id", "recipient_id", "body", "client_id", "item_id")
    VALUES ("conversation", "sender", "recipient", "p_body", ("p"->>'client_id')::uuid, "item")
    RETURNING * INTO "message";
  UPDATE "chat_participants"
    SET "last_message_id" = "message"."id",
        "last_message_at" = "message"."created_at",
        "unread" = "unread" + ("member_id" = "recipient")::int
    WHERE "conversation_id" = "conversation";
  UPDATE "chat_inboxes" SET "unread_total" = "unread_total" + 1
    WHERE "member_id" = "recipient" RETURNING "unread_total" INTO "total";
  RETURN jsonb_build_object('replay', false, 'message', to_jsonb("message"), 'unread_total', "total");
END;
$$;
