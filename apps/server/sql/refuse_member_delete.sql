-- Members are never deleted (PRODUCT.md section 1): their money, items and messages keep naming
-- them. An account is closed by deactivating it. The trigger holds the rule for any client.
CREATE OR REPLACE FUNCTION "refuse_member_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'members are never deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE OR REPLACE TRIGGER "users_never_deleted" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "refuse_member_delete"();
