-- The check of ledger_check_balanced.sql for each entry written, deferred to the commit.
-- PostgreSQL cannot replace a constraint trigger: it is made again.
CREATE OR REPLACE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_balanced"(NEW."transaction_id");
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS "ledger_entries_balanced" ON "ledger_entries";
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();
