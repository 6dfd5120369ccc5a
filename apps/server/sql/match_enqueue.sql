-- Queues an item for matching (issue 30) when it is published, or when its public text or
-- category changes, or an operator hides or restores it (or its owner), while it is published.
-- The matching job takes the row after the commit (modules/matching/matching.jobs.ts), so
-- publishing stays one quick write. `published` says the item was published since it was
-- queued: saved searches are alerted then, not on every edit.
CREATE OR REPLACE FUNCTION "match_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'published' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" = 'published'
      AND OLD."search_text" IS NOT DISTINCT FROM NEW."search_text"
      AND OLD."title" IS NOT DISTINCT FROM NEW."title"
      AND OLD."summary" IS NOT DISTINCT FROM NEW."summary"
      AND OLD."elevator_text" IS NOT DISTINCT FROM NEW."elevator_text"
      AND OLD."category" IS NOT DISTINCT FROM NEW."category"
      AND OLD."hidden_at" IS NOT DISTINCT FROM NEW."hidden_at"
      AND OLD."owner_blocked" IS NOT DISTINCT FROM NEW."owner_blocked" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "match_queue" ("item_id", "published")
    VALUES (NEW."id", TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'published')
    ON CONFLICT ("item_id") DO UPDATE
      SET "published" = "match_queue"."published" OR EXCLUDED."published";
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "items_match_enqueue" AFTER INSERT OR UPDATE OF "status", "search_text", "title", "summary", "elevator_text", "category", "hidden_at", "owner_blocked" ON "items" FOR EACH ROW EXECUTE FUNCTION "match_enqueue"();
