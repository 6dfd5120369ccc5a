-- Posting an entry moves its member account's balance in the same statement and records the
-- balance after it; the CHECK on ledger_accounts refuses a balance below zero (23514). Platform
-- accounts keep no balance: theirs is the sum of their entries.
CREATE OR REPLACE FUNCTION "ledger_post_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  UPDATE "ledger_accounts" SET "balance" = "balance" + NEW."amount"
    WHERE "id" = NEW."account_id" AND "member_id" IS NOT NULL
    RETURNING "balance", "member_id" INTO moved;
  IF FOUND THEN
    NEW."balance_after" := moved."balance";
    NEW."member_id" := moved."member_id";
  ELSE
    NEW."balance_after" := NULL;
    NEW."member_id" := NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "ledger_entries_post" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_post_entry"();
