-- A balance moves only through an entry: a direct UPDATE of it (trigger depth 1) is refused, and
-- an account keeps its member and kind.
CREATE OR REPLACE FUNCTION "ledger_balance_only_by_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."balance" IS DISTINCT FROM OLD."balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance moves only by posting an entry' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."member_id" IS DISTINCT FROM OLD."member_id" OR NEW."kind" IS DISTINCT FROM OLD."kind" THEN
    RAISE EXCEPTION 'a ledger account keeps its member and kind' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_balance_only_by_entries"();
