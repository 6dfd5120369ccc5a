-- A withdrawal's outcome (issue 30), to the member who asked for it: paid, or rejected with the
-- operator's reason (written for the member). Decided once, so its id is the event's key.
CREATE OR REPLACE FUNCTION "notify_withdrawal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'pending' AND NEW."status" = 'paid' THEN
    PERFORM "notify"(NEW."member_id", 'withdrawal_paid', NEW."id"::text, NULL, NULL, NEW."amount", NULL, NEW."id"::text);
  ELSIF OLD."status" = 'pending' AND NEW."status" = 'rejected' THEN
    PERFORM "notify"(NEW."member_id", 'withdrawal_rejected', NEW."id"::text, NULL, NULL, NEW."amount", NULL, NEW."id"::text, NEW."reason");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "withdrawals_notify" AFTER UPDATE OF "status" ON "withdrawals" FOR EACH ROW EXECUTE FUNCTION "notify_withdrawal"();
