-- A purchase's notifications (issue 30), in the transaction that wrote it: the sale to the seller
-- (their proceeds: the price less the commission) and the receipt to the buyer (what they paid:
-- the price less the voucher's discount) when it is made (purchase_commit.sql); then its hold's
-- moves: a dispute opened (held -> disputed) and settled (disputed -> released or refunded, the
-- outcome as detail) to both parties, and the proceeds released at the hold's end (held ->
-- released, the release job) to the seller. A purchase moves through each state once, so its id
-- is the event's key. Two inserts on a sale: the purchase path stays one statement.
CREATE OR REPLACE FUNCTION "notify_purchase"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "proceeds" bigint := NEW."price" - NEW."commission";
  "paid" bigint := NEW."price" - NEW."discount";
  "key" text := NEW."id"::text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "notify"(NEW."seller_id", 'sale', "key", NEW."item_id", NEW."buyer_id", "proceeds", NULL, "key");
    PERFORM "notify"(NEW."buyer_id", 'purchase', "key", NEW."item_id", NEW."seller_id", "paid", NULL, "key");
  ELSIF OLD."hold" = 'held' AND NEW."hold" = 'disputed' THEN
    PERFORM "notify"(NEW."seller_id", 'dispute_opened', "key", NEW."item_id", NEW."buyer_id", "proceeds", NULL, "key");
    PERFORM "notify"(NEW."buyer_id", 'dispute_opened', "key", NEW."item_id", NEW."seller_id", "paid", NULL, "key");
  ELSIF OLD."hold" = 'disputed' AND NEW."hold" IN ('released', 'refunded') THEN
    PERFORM "notify"(NEW."seller_id", 'dispute_settled', "key", NEW."item_id", NEW."buyer_id", "proceeds", NULL, "key", NEW."hold");
    PERFORM "notify"(NEW."buyer_id", 'dispute_settled', "key", NEW."item_id", NEW."seller_id", "paid", NULL, "key", NEW."hold");
  ELSIF OLD."hold" = 'held' AND NEW."hold" = 'released' THEN
    PERFORM "notify"(NEW."seller_id", 'proceeds_released', "key", NEW."item_id", NEW."buyer_id", "proceeds", NULL, "key");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "purchases_notify" AFTER INSERT OR UPDATE OF "hold" ON "purchases" FOR EACH ROW EXECUTE FUNCTION "notify_purchase"();
