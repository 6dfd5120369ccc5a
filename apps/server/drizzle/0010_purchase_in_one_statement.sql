-- A purchase in one statement (issue 10's benchmark): the app sends the key, the purchase row
-- and its postings, all computed beforehand, and the database does the rest in one round trip.
-- The rules of 0009 still hold every write made here: the triggers move the balances, refuse a
-- negative one and check at commit that every transaction balances.
--
-- 1. Posting: the ledger transactions and their entries, as the app's ledger.post sends them.
-- Entries go in account order (credits of an account before its debits), so concurrent postings
-- lock member accounts in one order and never deadlock. PL/pgSQL keeps its plans for the session.
CREATE OR REPLACE FUNCTION "ledger_post"("p_transactions" jsonb, "p_entries" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "t" AS (
    INSERT INTO "ledger_transactions" ("id", "kind", "member_id", "counterpart_id", "item_id", "reference")
    SELECT * FROM jsonb_to_recordset("p_transactions")
      AS "x"("id" uuid, "kind" varchar, "member_id" bigint, "counterpart_id" bigint, "item_id" uuid, "reference" uuid)
    RETURNING "id", "kind"
  )
  INSERT INTO "ledger_entries" ("transaction_id", "account_id", "kind", "amount")
  SELECT "t"."id", coalesce("e"."account_id", "a"."id"), "t"."kind", "e"."amount"
  FROM jsonb_to_recordset("p_entries")
    AS "e"("tx" uuid, "account_id" bigint, "member_id" bigint, "account" varchar, "amount" bigint)
  JOIN "t" ON "t"."id" = "e"."tx"
  LEFT JOIN "ledger_accounts" "a" ON "a"."member_id" = "e"."member_id" AND "a"."kind" = "e"."account"
  ORDER BY coalesce("e"."account_id", "a"."id"), "e"."amount" DESC;
END;
$$;--> statement-breakpoint
-- 2. A referrer's reward, once per friend (the unique index on friend_id): the reward row and its
-- posting, or nothing when the friend already earned one. True when it was paid.
CREATE OR REPLACE FUNCTION "ledger_reward_referrer"("p" jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "referral_rewards" ("id", "referrer_id", "friend_id", "amount", "reason")
    SELECT * FROM jsonb_to_record("p"->'reward')
      AS "r"("id" uuid, "referrer_id" bigint, "friend_id" bigint, "amount" bigint, "reason" varchar)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM "ledger_post"("p"->'transactions', "p"->'entries');
  RETURN true;
END;
$$;--> statement-breakpoint
-- 3. Buying an idea: claims the Idempotency-Key with its answer (a key already there answers
-- `{"first": ...}` and nothing is written), checks the idea is still for sale, inserts the
-- purchase (the unique index refuses a second one), checks the buyer's locked balance, posts the
-- sale and pays the referrer's reward. A refusal raises P0001 with the error's code as message
-- (and the missing amount as detail), which rolls back everything the statement wrote.
CREATE OR REPLACE FUNCTION "purchase_commit"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "k" jsonb := "p"->'key';
  "pu" jsonb := "p"->'purchase';
  "buyer" bigint := ("pu"->>'buyer_id')::bigint;
  "paid" bigint := ("pu"->>'price')::bigint - ("pu"->>'discount')::bigint;
  "first" record;
  "made" record;
  "available" bigint;
BEGIN
  IF jsonb_typeof("k") = 'object' THEN
    INSERT INTO "idempotency_keys" ("member_id", "key", "scope", "request_hash", "status_code", "response")
      VALUES ("buyer", "k"->>'key', "k"->>'scope', "k"->>'request_hash', ("k"->>'status_code')::integer, "k"->'response')
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT "scope", "request_hash", "status_code", "response" INTO "first"
        FROM "idempotency_keys" WHERE "member_id" = "buyer" AND "key" = "k"->>'key';
      RETURN jsonb_build_object('first', to_jsonb("first"));
    END IF;
  END IF;
  PERFORM 1 FROM "items" WHERE "id" = ("pu"->>'item_id')::uuid AND "status" = 'published';
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'item_archived';
  END IF;
  INSERT INTO "purchases" ("id", "item_id", "buyer_id", "seller_id", "price", "discount", "commission", "voucher_id", "offer_id", "hold", "release_at")
    SELECT "r"."id", "r"."item_id", "r"."buyer_id", "r"."seller_id", "r"."price", "r"."discount", "r"."commission", "r"."voucher_id", "r"."offer_id", 'held', now() + make_interval(hours => "r"."hold_hours")
    FROM jsonb_to_record("pu") AS "r"("id" uuid, "item_id" uuid, "buyer_id" bigint, "seller_id" bigint, "price" bigint, "discount" bigint, "commission" bigint, "voucher_id" uuid, "offer_id" uuid, "hold_hours" integer)
    ON CONFLICT DO NOTHING
    RETURNING "created_at", "release_at" INTO "made";
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'already_bought';
  END IF;
  SELECT "balance" INTO "available" FROM "ledger_accounts"
    WHERE "member_id" = "buyer" AND "kind" = 'available' FOR UPDATE;
  IF "available" < "paid" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'insufficient_funds', DETAIL = ("paid" - "available")::text;
  END IF;
  PERFORM "ledger_post"("p"->'transactions', "p"->'entries');
  IF jsonb_typeof("p"->'reward') = 'object' THEN
    PERFORM "ledger_reward_referrer"("p"->'reward');
  END IF;
  RETURN jsonb_build_object('created_at', "made"."created_at", 'release_at', "made"."release_at");
END;
$$;
