-- What the ledger wrote stays written: no UPDATE, DELETE or TRUNCATE of entries and
-- transactions, no DELETE of accounts.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE OR REPLACE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE OR REPLACE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
CREATE OR REPLACE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE OR REPLACE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
CREATE OR REPLACE TRIGGER "ledger_accounts_never_deleted" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE OR REPLACE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
