-- The ledger's rules, held by the database for every client, not only the app (issue 10).
--
-- 1. The platform's accounts, with fixed ids the app names (ledger.accounts.ts).
INSERT INTO "ledger_accounts" ("id", "member_id", "kind") VALUES
  (1, NULL, 'revenue'), (2, NULL, 'gateway'), (3, NULL, 'payouts'), (4, NULL, 'promotions');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ledger_accounts', 'id'), 100, false);--> statement-breakpoint
-- 2. Every member has their three accounts from the start: made with the member, and for the
-- members who exist now.
CREATE OR REPLACE FUNCTION "ledger_open_member_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_accounts" ("member_id", "kind")
    VALUES (NEW."id", 'available'), (NEW."id", 'held'), (NEW."id", 'pending');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_ledger_accounts" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "ledger_open_member_accounts"();--> statement-breakpoint
INSERT INTO "ledger_accounts" ("member_id", "kind")
  SELECT "users"."id", "kinds"."kind" FROM "users"
  CROSS JOIN (VALUES ('available'), ('held'), ('pending')) AS "kinds"("kind")
  ORDER BY "users"."id", "kinds"."kind";--> statement-breakpoint
-- 3. Posting an entry moves its member account's balance in the same statement and records
-- the balance after it; the CHECK on ledger_accounts refuses a balance below zero (23514).
CREATE OR REPLACE FUNCTION "ledger_post_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  UPDATE "ledger_accounts" SET "balance" = "balance" + NEW."amount"
    WHERE "id" = NEW."account_id" AND "member_id" IS NOT NULL
    RETURNING "balance", "member_id" INTO moved;
  IF FOUND THEN
    NEW."balance_after" := moved."balance";
    NEW."member_id" := moved."member_id";
  ELSE
    NEW."balance_after" := NULL;
    NEW."member_id" := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_post" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_post_entry"();--> statement-breakpoint
-- 4. A balance moves only through an entry: a direct UPDATE of it (trigger depth 1) is refused.
CREATE OR REPLACE FUNCTION "ledger_balance_only_by_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."balance" IS DISTINCT FROM OLD."balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance moves only by posting an entry' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."member_id" IS DISTINCT FROM OLD."member_id" OR NEW."kind" IS DISTINCT FROM OLD."kind" THEN
    RAISE EXCEPTION 'a ledger account keeps its member and kind' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_balance_only_by_entries"();--> statement-breakpoint
-- 5. What is written stays written: no UPDATE, DELETE or TRUNCATE of entries and transactions,
-- no DELETE of accounts.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_never_deleted" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- 6. At commit, every transaction's entries sum to zero, and it has two or more of them.
CREATE OR REPLACE FUNCTION "ledger_check_balanced"(tx uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entries int;
BEGIN
  SELECT coalesce(sum("amount"), 0), count(*) INTO total, entries
    FROM "ledger_entries" WHERE "transaction_id" = tx;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)', tx, total, entries
      USING ERRCODE = 'check_violation';
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_balanced"(NEW."transaction_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_balanced"(NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();
