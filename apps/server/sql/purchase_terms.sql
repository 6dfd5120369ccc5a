-- The one rule of who may buy an idea and at what price (PRODUCT.md section 5). The item's
-- answer shows its result (`can_buy`, `buy_refusal`, `buy_price`) and purchase_commit.sql runs it
-- again inside the statement that writes, so the web, the API and the purchase never disagree.
-- Answers {"bought", "refusal" (an error code, or null when the member may buy), "price" (before
-- any voucher: the idea's price, or the accepted offer's amount on a negotiable idea),
-- "offer_id", "seller_id"}.
CREATE OR REPLACE FUNCTION "purchase_terms"("p_item" uuid, "p_buyer" bigint) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  "i" record;
  "bought" boolean;
  "offer" record;
  "refusal" text;
BEGIN
  SELECT "status", "section", "owner_id", "price", "negotiable", "hidden_at", "owner_blocked" INTO "i"
    FROM "items" WHERE "id" = "p_item";
  IF NOT FOUND OR "i"."owner_id" IS NULL THEN
    RETURN jsonb_build_object('bought', false, 'refusal', 'item_not_found');
  END IF;
  "bought" := "i"."section" = 'idea' AND "i"."owner_id" <> "p_buyer" AND EXISTS (
    SELECT 1 FROM "purchases"
    WHERE "item_id" = "p_item" AND "buyer_id" = "p_buyer" AND "hold" <> 'refunded');
  "refusal" := CASE
    WHEN "i"."owner_id" = "p_buyer" THEN 'own_item_purchase'
    WHEN "i"."status" = 'draft' THEN 'item_not_found'
    -- Hidden by an operator, or its owner blocked (issue 29): gone for everyone, as its page is.
    WHEN "i"."hidden_at" IS NOT NULL OR "i"."owner_blocked" THEN 'item_not_found'
    WHEN "i"."section" <> 'idea' THEN 'need_not_for_sale'
    WHEN "bought" THEN 'already_bought'
    WHEN "i"."status" <> 'published' THEN 'item_archived'
    -- A listed idea with no price is not for sale (never sold as free).
    WHEN NOT "i"."negotiable" AND "i"."price" IS NULL THEN 'item_archived'
  END;
  IF "refusal" IS NOT NULL THEN
    RETURN jsonb_build_object('bought', "bought", 'refusal', "refusal", 'seller_id', "i"."owner_id");
  END IF;
  IF NOT "i"."negotiable" THEN
    RETURN jsonb_build_object('bought', false, 'refusal', NULL, 'price', "i"."price",
      'seller_id', "i"."owner_id");
  END IF;
  SELECT "id", "amount" INTO "offer" FROM "offers"
    WHERE "item_id" = "p_item" AND "buyer_id" = "p_buyer" AND "status" = 'accepted'
      AND "expires_at" > now();
  IF NOT FOUND THEN
    RETURN jsonb_build_object('bought', false, 'refusal', 'offer_required', 'seller_id', "i"."owner_id");
  END IF;
  RETURN jsonb_build_object('bought', false, 'refusal', NULL, 'price', "offer"."amount",
    'offer_id', "offer"."id", 'seller_id', "i"."owner_id");
END;
$$;
