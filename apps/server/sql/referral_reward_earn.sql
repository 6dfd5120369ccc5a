-- A referrer's reward (PRODUCT.md section 6, changed by issue 28): earned by the referred
-- friend's first purchase that is from a seller other than the referrer and took at least
-- `min_paid` of the friend's own wallet money (a voucher's discount does not count) and whose
-- commission, less the discount the platform paid, covers the reward: so no sale's discount and
-- reward together pass what the platform kept of it, and a seller, a friend and a referrer
-- trading among themselves never end up with more than they put in. It is paid
-- from promotions into the referrer's pending balance with that sale, and released or cancelled
-- with it (referral_reward_settle.sql). Once per friend: the partial unique index on friend_id
-- refuses a second reward that is not cancelled. `p_rule` is {"reward", "min_paid"} from the
-- configuration; a reward of 0 pays nothing. True when a reward was earned.
CREATE OR REPLACE FUNCTION "referral_reward_earn"("p_purchase" uuid, "p_friend" bigint, "p_seller" bigint, "p_paid" bigint, "p_kept" bigint, "p_rule" jsonb)
  RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "reward" bigint := coalesce(("p_rule"->>'reward')::bigint, 0);
  "referrer" bigint;
  "id" uuid := gen_random_uuid();
  "tx" uuid := gen_random_uuid();
BEGIN
  IF "reward" <= 0 OR "p_paid" < coalesce(("p_rule"->>'min_paid')::bigint, 0) OR "p_kept" < "reward" THEN
    RETURN false;
  END IF;
  SELECT "referred_by" INTO "referrer" FROM "users" WHERE "users"."id" = "p_friend";
  IF "referrer" IS NULL OR "referrer" = "p_seller" OR "referrer" = "p_friend" THEN
    RETURN false;
  END IF;
  INSERT INTO "referral_rewards" ("id", "referrer_id", "friend_id", "amount", "reason", "purchase_id", "state")
    VALUES ("id", "referrer", "p_friend", "reward", 'purchase', "p_purchase", 'pending')
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM "ledger_post"(
    jsonb_build_array(jsonb_build_object('id', "tx", 'kind', 'referral_reward', 'member_id', "referrer",
      'counterpart_id', "p_friend", 'reference', "id")),
    jsonb_build_array(
      jsonb_build_object('tx', "tx", 'member_id', NULL, 'account', 'promotions', 'amount', -"reward"),
      jsonb_build_object('tx', "tx", 'member_id', "referrer", 'account', 'pending', 'amount', "reward")));
  RETURN true;
END;
$$;
