-- Buying an idea, every kind of purchase (a listed price, an accepted offer, with or without a
-- voucher) in this one statement: it claims the Idempotency-Key with its answer (a key already
-- there answers {"first": ...} and nothing is written), decides with purchase_terms.sql whether
-- this member may buy and at what price, refuses a price other than the one the buyer saw, takes
-- the voucher (voucher_discount.sql), writes the purchase (the unique index refuses a second
-- one), checks the buyer's locked balance, posts the sale, marks the offer bought and, for a
-- referred friend's first qualifying purchase, the referrer's pending reward
-- (referral_reward_earn.sql). A refusal raises P0001 with an error code as its message and its
-- parameters as JSON in its detail, which rolls back everything the statement wrote.
-- The ledger's triggers hold every posting made here: balances never below zero, every
-- transaction balanced at commit.
CREATE OR REPLACE FUNCTION "purchase_commit"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "k" jsonb := "p"->'key';
  "item" uuid := ("p"->>'item_id')::uuid;
  "buyer" bigint := ("p"->>'buyer_id')::bigint;
  "id" uuid := ("p"->>'purchase_id')::uuid;
  "terms" jsonb;
  "price" bigint;
  "seller" bigint;
  "offer" uuid;
  "voucher" uuid;
  "discount" bigint := 0;
  "commission" bigint;
  "paid" bigint;
  "first" record;
  "made" record;
  "available" bigint;
  "sale" jsonb;
  "txs" jsonb := '[]';
  "entries" jsonb := '[]';
  "tx" uuid;
BEGIN
  IF jsonb_typeof("k") = 'object' THEN
    INSERT INTO "idempotency_keys" ("member_id", "key", "scope", "request_hash", "status_code", "response")
      VALUES ("buyer", "k"->>'key', "k"->>'scope', "k"->>'request_hash', ("k"->>'status_code')::integer, "k"->'response')
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT "i"."scope", "i"."request_hash", "i"."status_code", "i"."response" INTO "first"
        FROM "idempotency_keys" "i" WHERE "i"."member_id" = "buyer" AND "i"."key" = "k"->>'key';
      RETURN jsonb_build_object('first', to_jsonb("first"));
    END IF;
  END IF;
  -- An operator's hide (FOR UPDATE) or a block of the seller (UPDATE of owner_blocked) that
  -- commits while this purchase runs is waited for and then seen by the terms, never sold past.
  PERFORM 1 FROM "items" "locked" WHERE "locked"."id" = "item" FOR SHARE;
  "terms" := "purchase_terms"("item", "buyer");
  IF "terms"->>'refusal' IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = "terms"->>'refusal';
  END IF;
  "price" := ("terms"->>'price')::bigint;
  "seller" := ("terms"->>'seller_id')::bigint;
  "offer" := ("terms"->>'offer_id')::uuid;
  IF "price" <> ("p"->>'expected_price')::bigint THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'price_changed',
      DETAIL = jsonb_build_object('price', "price")::text;
  END IF;
  IF "p"->>'voucher_code' IS NOT NULL THEN
    SELECT "d"."voucher_id", "d"."discount" INTO "voucher", "discount"
      FROM "voucher_discount"("p"->>'voucher_code', "price", "buyer", true) "d";
  END IF;
  "commission" := "price" * ("p"->>'commission_percent')::bigint / 100;
  "paid" := "price" - "discount";
  INSERT INTO "purchases" ("id", "item_id", "buyer_id", "seller_id", "price", "discount", "commission", "voucher_id", "offer_id", "hold", "release_at")
    VALUES ("id", "item", "buyer", "seller", "price", "discount", "commission", "voucher", "offer", 'held',
      now() + make_interval(hours => ("p"->>'hold_hours')::integer))
    ON CONFLICT DO NOTHING
    RETURNING "created_at", "release_at" INTO "made";
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'already_bought';
  END IF;
  SELECT "balance" INTO "available" FROM "ledger_accounts"
    WHERE "member_id" = "buyer" AND "kind" = 'available' FOR UPDATE;
  IF "available" < "paid" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'insufficient_funds',
      DETAIL = jsonb_build_object('missing', "paid" - "available")::text;
  END IF;
  IF "offer" IS NOT NULL THEN
    UPDATE "offers" SET "status" = 'bought'
      WHERE "offers"."id" = "offer" AND "status" = 'accepted' AND "expires_at" > now();
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'offer_required';
    END IF;
  END IF;
  -- The buyer pays, promotions fund the discount, the platform keeps the commission; the
  -- seller's share waits in their pending balance for the hold.
  "sale" := jsonb_build_object('item_id', "item", 'reference', "id");
  IF "paid" > 0 THEN
    "tx" := gen_random_uuid();
    "txs" := "txs" || ("sale" || jsonb_build_object('id', "tx", 'kind', 'purchase', 'member_id', "buyer", 'counterpart_id', "seller"));
    "entries" := "entries"
      || jsonb_build_object('tx', "tx", 'member_id', "buyer", 'account', 'available', 'amount', -"paid")
      || jsonb_build_object('tx', "tx", 'member_id', "seller", 'account', 'pending', 'amount', "paid");
  END IF;
  IF "discount" > 0 THEN
    "tx" := gen_random_uuid();
    "txs" := "txs" || ("sale" || jsonb_build_object('id', "tx", 'kind', 'voucher', 'member_id', "buyer", 'counterpart_id', "seller"));
    "entries" := "entries"
      || jsonb_build_object('tx', "tx", 'member_id', NULL, 'account', 'promotions', 'amount', -"discount")
      || jsonb_build_object('tx', "tx", 'member_id', "seller", 'account', 'pending', 'amount', "discount");
  END IF;
  IF "commission" > 0 THEN
    "tx" := gen_random_uuid();
    "txs" := "txs" || ("sale" || jsonb_build_object('id', "tx", 'kind', 'commission', 'member_id', "seller", 'counterpart_id', "buyer"));
    "entries" := "entries"
      || jsonb_build_object('tx', "tx", 'member_id', "seller", 'account', 'pending', 'amount', -"commission")
      || jsonb_build_object('tx', "tx", 'member_id', NULL, 'account', 'revenue', 'amount', "commission");
  END IF;
  IF jsonb_array_length("txs") > 0 THEN
    PERFORM "ledger_post"("txs", "entries");
  END IF;
  PERFORM "referral_reward_earn"("id", "buyer", "seller", "paid", "commission" - "discount", "p"->'referral');
  RETURN jsonb_build_object('created_at', "made"."created_at", 'release_at', "made"."release_at",
    'price', "price", 'discount', "discount", 'commission', "commission", 'seller_id', "seller",
    'voucher_id', "voucher", 'offer_id', "offer");
END;
$$;
