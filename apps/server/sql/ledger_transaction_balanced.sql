-- The check of ledger_check_balanced.sql for each transaction written (one with no entry at all
-- fails too), deferred to the commit. PostgreSQL cannot replace a constraint trigger: it is made
-- again.
CREATE OR REPLACE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_balanced"(NEW."id");
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS "ledger_transactions_balanced" ON "ledger_transactions";
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();
