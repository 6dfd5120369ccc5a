-- A comment (issue 30) tells the item's owner: 'comment' on an idea, 'answer' on a need, with its
-- author as the actor (never to the owner for their own). The body stays out.
CREATE OR REPLACE FUNCTION "notify_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "owner" bigint;
  "section" text;
BEGIN
  SELECT "owner_id", "items"."section" INTO "owner", "section" FROM "items" WHERE "items"."id" = NEW."item_id";
  PERFORM "notify"("owner", CASE "section" WHEN 'need' THEN 'answer' ELSE 'comment' END,
    NEW."id"::text, NEW."item_id", NEW."author_id", NULL, NULL, NEW."id"::text);
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "comments_notify" AFTER INSERT ON "comments" FOR EACH ROW EXECUTE FUNCTION "notify_comment"();
