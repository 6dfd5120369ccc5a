-- A referrer's reward (issue 30): earned with the friend's sale (a pending row,
-- referral_reward_earn.sql), then released with it (referral_reward_settle.sql). A reward written
-- already released (a first deposit's, before issue 28) tells only that it was released. Neither
-- names the friend nor what they bought: the wallet shows friends masked.
CREATE OR REPLACE FUNCTION "notify_referral_reward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."state" = 'pending' THEN
    PERFORM "notify"(NEW."referrer_id", 'referral_earned', NEW."id"::text, NULL, NULL, NEW."amount", NULL, NEW."id"::text);
  ELSIF NEW."state" = 'released' AND (TG_OP = 'INSERT' OR OLD."state" = 'pending') THEN
    PERFORM "notify"(NEW."referrer_id", 'referral_released', NEW."id"::text, NULL, NULL, NEW."amount", NULL, NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "referral_rewards_notify" AFTER INSERT OR UPDATE OF "state" ON "referral_rewards" FOR EACH ROW EXECUTE FUNCTION "notify_referral_reward"();
