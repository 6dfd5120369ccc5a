-- A member is never deleted: their sales, purchases, ratings and comments stay the record of what
-- happened (every foreign key to users is RESTRICT since 0006). Closing an account will mean
-- deactivating it. The trigger makes the rule hold for any client, not only the app.
CREATE OR REPLACE FUNCTION "refuse_member_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'members are never deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_never_deleted" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "refuse_member_delete"();
