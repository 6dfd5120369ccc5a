-- Posts ledger transactions and their entries in one statement. `p_entries` name their account
-- by member and kind ("member_id": null for the platform's accounts, found by their kind), so no
-- account id is written anywhere but in the ledger's tables. Entries go in account order
-- (credits of an account before its debits), so concurrent postings lock member accounts in one
-- order and never deadlock. The triggers of ledger_post_entry.sql move the balances, refuse a
-- negative one, and the deferred ones check at commit that every transaction balances.
CREATE OR REPLACE FUNCTION "ledger_post"("p_transactions" jsonb, "p_entries" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "t" AS (
    INSERT INTO "ledger_transactions" ("id", "kind", "member_id", "counterpart_id", "item_id", "reference")
    SELECT * FROM jsonb_to_recordset("p_transactions")
      AS "x"("id" uuid, "kind" varchar, "member_id" bigint, "counterpart_id" bigint, "item_id" uuid, "reference" uuid)
    RETURNING "id", "kind"
  )
  INSERT INTO "ledger_entries" ("transaction_id", "account_id", "kind", "amount")
  SELECT "t"."id", coalesce("m"."id", "p"."id"), "t"."kind", "e"."amount"
  FROM jsonb_to_recordset("p_entries")
    AS "e"("tx" uuid, "member_id" bigint, "account" varchar, "amount" bigint)
  JOIN "t" ON "t"."id" = "e"."tx"
  LEFT JOIN "ledger_accounts" "m" ON "m"."member_id" = "e"."member_id" AND "m"."kind" = "e"."account"
  LEFT JOIN "ledger_accounts" "p" ON "e"."member_id" IS NULL AND "p"."member_id" IS NULL AND "p"."kind" = "e"."account"
  ORDER BY coalesce("m"."id", "p"."id"), "e"."amount" DESC;
END;
$$;
