-- An operator's decision on something of a member's (issues 29 and 30), told to that member
-- from the audit entry written in the decision's transaction: an item hidden or restored
-- ('item.hide', 'item.restore', to its owner), and content hidden on a report ('comment.hide',
-- 'item.hide', 'chat.hide', to the member whose content it was). The entry's id is the event's
-- key, so one decision tells once; a second decision on a report is refused before it is audited,
-- and one on an item that changes nothing (a restore of a shown item, the same hide again) tells
-- nothing. The operator is not named, and neither the reporter nor their reason. A chat message
-- hidden on a report tells nobody: in a conversation of two, it would name the reporter.
CREATE OR REPLACE FUNCTION "notify_operator_decision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "report" record;
  "owner" bigint;
  "item" uuid;
BEGIN
  IF NEW."action" IN ('item.hide', 'item.restore') AND NEW."object_type" = 'item'
      AND NEW."before" IS DISTINCT FROM NEW."after" THEN
    SELECT "owner_id" INTO "owner" FROM "items" WHERE "items"."id" = NEW."object_id"::uuid;
    PERFORM "notify"("owner", 'operator_decision', NEW."id"::text, NEW."object_id"::uuid, NULL, NULL, NULL,
      NEW."object_id", NEW."action");
  ELSIF NEW."action" = 'report.hide' AND NEW."object_type" = 'report' THEN
    SELECT "kind", "target_id", "reported_id" INTO "report" FROM "reports" WHERE "reports"."id" = NEW."object_id"::uuid;
    IF "report"."kind" = 'chat' THEN
      RETURN NULL;
    END IF;
    IF "report"."kind" = 'item' THEN
      "item" := "report"."target_id";
    ELSIF "report"."kind" = 'comment' THEN
      SELECT "item_id" INTO "item" FROM "comments" WHERE "comments"."id" = "report"."target_id";
    END IF;
    PERFORM "notify"("report"."reported_id", 'operator_decision', NEW."id"::text, "item", NULL, NULL, NULL,
      "report"."target_id"::text, "report"."kind" || '.hide');
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "audit_log_notify" AFTER INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "notify_operator_decision"();
