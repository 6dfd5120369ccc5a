-- At commit, every ledger transaction's entries sum to zero, and it has two or more of them.
CREATE OR REPLACE FUNCTION "ledger_check_balanced"(tx uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entries int;
BEGIN
  SELECT coalesce(sum("amount"), 0), count(*) INTO total, entries
    FROM "ledger_entries" WHERE "transaction_id" = tx;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)', tx, total, entries
      USING ERRCODE = 'check_violation';
  END IF;
END;
$$;
