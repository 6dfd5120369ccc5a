-- An offer's notifications (issue 30): made, to the idea's owner (the offer's message stays out);
-- accepted, declined or expired (its seven days passed unbought: the offers' expiry job or the
-- offer's own lazy expiry), to the member who made it. An offer takes each state once, so its id
-- is the event's key; but a made offer is keyed by the idea, the member and the Tehran day, so
-- offering, withdrawing and offering again tells the owner once a day, not once a loop. An offer
-- that expired more than a day before the expiry job saw it (the first start after this came)
-- expires without a late notification.
CREATE OR REPLACE FUNCTION "notify_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "owner" bigint;
  "key" text := NEW."id"::text;
BEGIN
  SELECT "owner_id" INTO "owner" FROM "items" WHERE "items"."id" = NEW."item_id";
  IF TG_OP = 'INSERT' THEN
    PERFORM "notify"("owner", 'offer_made',
      NEW."item_id"::text || ':' || NEW."buyer_id"::text || ':' || (now() AT TIME ZONE 'Asia/Tehran')::date::text,
      NEW."item_id", NEW."buyer_id", NEW."amount", NULL, "key");
  ELSIF OLD."status" = 'pending' AND NEW."status" = 'accepted' THEN
    PERFORM "notify"(NEW."buyer_id", 'offer_accepted', "key", NEW."item_id", "owner", NEW."amount", NULL, "key");
  ELSIF OLD."status" = 'pending' AND NEW."status" = 'declined' THEN
    PERFORM "notify"(NEW."buyer_id", 'offer_declined', "key", NEW."item_id", "owner", NEW."amount", NULL, "key");
  ELSIF OLD."status" = 'accepted' AND NEW."status" = 'expired'
      AND NEW."expires_at" > now() - interval '1 day' THEN
    PERFORM "notify"(NEW."buyer_id", 'offer_expired', "key", NEW."item_id", "owner", NEW."amount", NULL, "key");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "offers_notify" AFTER INSERT OR UPDATE OF "status" ON "offers" FOR EACH ROW EXECUTE FUNCTION "notify_offer"();
