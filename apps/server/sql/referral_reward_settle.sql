-- The pending reward a sale earned its buyer's referrer follows the sale: released to the
-- referrer's available balance when the sale's hold ends or a dispute is settled for the seller
-- (`p_outcome` 'released'), returned to promotions when the sale is refunded ('cancelled').
-- Only a pending reward moves, so a sale settled twice moves nothing the second time. True when
-- a reward moved.
CREATE OR REPLACE FUNCTION "referral_reward_settle"("p_purchase" uuid, "p_outcome" text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "r" record;
  "tx" uuid := gen_random_uuid();
BEGIN
  UPDATE "referral_rewards" SET "state" = "p_outcome"
    WHERE "purchase_id" = "p_purchase" AND "state" = 'pending'
    RETURNING "id", "referrer_id", "friend_id", "amount" INTO "r";
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM "ledger_post"(
    jsonb_build_array(jsonb_build_object('id', "tx",
      'kind', CASE "p_outcome" WHEN 'released' THEN 'referral_release' ELSE 'referral_cancel' END,
      'member_id', "r"."referrer_id", 'counterpart_id', "r"."friend_id", 'reference', "r"."id")),
    jsonb_build_array(
      jsonb_build_object('tx', "tx", 'member_id', "r"."referrer_id", 'account', 'pending', 'amount', -"r"."amount"),
      CASE "p_outcome"
        WHEN 'released' THEN jsonb_build_object('tx', "tx", 'member_id', "r"."referrer_id", 'account', 'available', 'amount', "r"."amount")
        ELSE jsonb_build_object('tx', "tx", 'member_id', NULL, 'account', 'promotions', 'amount', "r"."amount")
      END));
  RETURN true;
END;
$$;
