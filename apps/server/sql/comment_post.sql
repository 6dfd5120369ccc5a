-- A comment or a reply in one statement (issue 34: posting a comment at the bare reference's
-- speed). The app has checked that the member may see the item and is within their rate; the
-- database does the rest in one round trip, atomically: it locks the item's row (writes to one
-- item take turns, and none lands on an item deleted meanwhile), checks a reply's parent under
-- that lock (a comment of this item, shown, not itself a reply, and the member the item's owner
-- or the parent's author: comments.service's rule, so the parent cannot be deleted before its
-- reply is stored), stores the comment, moves the item's count and answers the comment with its
-- author's names. Refusals raise P0001 with the app's error code as the message. The body comes
-- as text of its own, as in chat_send.
CREATE OR REPLACE FUNCTION "comment_post"("p" jsonb, "p_body" text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "v_item" uuid := ("p"->>'item_id')::uuid;
  "v_author" bigint := ("p"->>'author_id')::bigint;
  "v_parent" uuid := ("p"->>'parent_id')::uuid;
  "v_owner" bigint;
  "parent" record;
  "made" "comments";
  "names" record;
BEGIN
  SELECT "i"."owner_id" INTO "v_owner" FROM "items" "i" WHERE "i"."id" = "v_item" FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'item_not_found';
  END IF;
  IF "v_parent" IS NOT NULL THEN
    SELECT "c"."item_id", "c"."parent_id", "c"."author_id", "c"."hidden_at" INTO "parent"
      FROM "comments" "c" WHERE "c"."id" = "v_parent";
    -- A comment of another item is as unknown as a missing one: the answer tells nothing of it.
    IF NOT FOUND OR "parent"."hidden_at" IS NOT NULL OR "parent"."item_id" <> "v_item" THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'comment_not_found';
    END IF;
    IF "parent"."parent_id" IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'comment_reply_invalid';
    END IF;
    IF "v_author" IS DISTINCT FROM "v_owner" AND "v_author" <> "parent"."author_id" THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'comment_reply_refused';
    END IF;
  END IF;
  INSERT INTO "comments" ("item_id", "author_id", "body", "parent_id")
    VALUES ("v_item", "v_author", "p_body", "v_parent")
    RETURNING * INTO "made";
  UPDATE "items" SET "comment_count" = greatest("comment_count" + 1, 0) WHERE "id" = "v_item";
  SELECT "u"."first_name", "u"."last_name" INTO "names" FROM "users" "u" WHERE "u"."id" = "v_author";
  RETURN jsonb_build_object('comment', to_jsonb("made"),
    'first_name', "names"."first_name", 'last_name', "names"."last_name");
END;
$$;
