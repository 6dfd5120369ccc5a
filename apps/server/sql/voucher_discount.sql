-- What a voucher takes off a price for a member (PRODUCT.md section 6), or the refusal: the
-- quote shown in the buy dialog (`p_take` false: nothing written) and the purchase's own use of
-- it (`p_take` true: in the purchase's statement). The voucher's row is locked while it is taken,
-- so concurrent purchases take turns on it and what it has granted never passes its budget; a
-- percent voucher's discount is capped by its max_discount.
CREATE OR REPLACE FUNCTION "voucher_discount"("p_code" text, "p_price" bigint, "p_member" bigint, "p_take" boolean)
  RETURNS TABLE ("voucher_id" uuid, "discount" bigint) LANGUAGE plpgsql AS $$
DECLARE
  "v" "vouchers";
  "off" bigint;
  "member_uses" integer;
BEGIN
  IF "p_take" THEN
    SELECT * INTO "v" FROM "vouchers" WHERE "code" = upper("p_code") FOR UPDATE;
  ELSE
    SELECT * INTO "v" FROM "vouchers" WHERE "code" = upper("p_code");
  END IF;
  IF NOT FOUND OR "v"."disabled" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_invalid';
  END IF;
  IF "v"."expires_at" IS NOT NULL AND "v"."expires_at" <= now() THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_expired';
  END IF;
  IF "v"."max_uses" IS NOT NULL AND "v"."uses" >= "v"."max_uses" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_used_up';
  END IF;
  IF "p_price" < "v"."min_price" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_below_min_price',
      DETAIL = jsonb_build_object('minimum', "v"."min_price")::text;
  END IF;
  "off" := CASE "v"."kind"
    WHEN 'percent' THEN least("p_price" * "v"."value" / 100, "v"."max_discount")
    ELSE least("v"."value", "p_price")
  END;
  IF "v"."granted" + "off" > "v"."budget" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_used_up';
  END IF;
  SELECT coalesce((SELECT "u"."uses" FROM "voucher_member_uses" "u"
    WHERE "u"."voucher_id" = "v"."id" AND "u"."member_id" = "p_member"), 0) INTO "member_uses";
  IF "v"."max_uses_per_member" IS NOT NULL AND "member_uses" >= "v"."max_uses_per_member" THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'voucher_used_up';
  END IF;
  IF "p_take" THEN
    INSERT INTO "voucher_member_uses" ("voucher_id", "member_id", "uses") VALUES ("v"."id", "p_member", 1)
      ON CONFLICT ON CONSTRAINT "voucher_member_uses_voucher_id_member_id_pk" DO UPDATE SET "uses" = "voucher_member_uses"."uses" + 1;
    UPDATE "vouchers" SET "uses" = "uses" + 1, "granted" = "granted" + "off" WHERE "id" = "v"."id";
  END IF;
  RETURN QUERY SELECT "v"."id", "off";
END;
$$;
