-- Every member has their three accounts (available, held, pending) from the moment they exist.
CREATE OR REPLACE FUNCTION "ledger_open_member_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_accounts" ("member_id", "kind")
    VALUES (NEW."id", 'available'), (NEW."id", 'held'), (NEW."id", 'pending');
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "users_ledger_accounts" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "ledger_open_member_accounts"();
