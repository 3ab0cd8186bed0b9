CREATE TABLE "payment_due_counts" (
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"port_call_status" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "payment_due_counts_pk" PRIMARY KEY("scope","scope_id","scope_sub_id","due_on","port_call_status")
);
--> statement-breakpoint
CREATE TABLE "payment_due_deltas" (
	"xid" bigint NOT NULL,
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"port_call_status" varchar(60) NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_due_deltas_xid_idx" ON "payment_due_deltas" USING btree ("xid");
--> statement-breakpoint
-- Hand-written part (decision 027): payment_due_counts holds, per scope key of a payment's port call
-- (port_call_count_keys, migration 0009), due day and port-call status, how many unpaid payments
-- (status other than done) with a due day there are. Row triggers on payments and port_calls write
-- each change as deltas of their own transaction (payment_due_deltas): no counter row is locked
-- while the transaction runs. The transaction applies its deltas at commit, in key order, inside the
-- dashboards' deferred trigger (migration 0014), before it takes the version row: every commit locks
-- counter rows in one order, then the version row, so two commits cannot wait for each other.
-- (Applied statement by statement, counter rows that every payment of a due day shares were locked
-- in crossing orders by a payment's step and its port call's: the soak test deadlocked.)
CREATE FUNCTION "payment_due_count_keys"(p "payments", c "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "due_on" date,
  "port_call_status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.scope, k.scope_id, k.scope_sub_id, p.due_on, k.status
  FROM "port_call_count_keys"(c) k
  WHERE p.id IS NOT NULL AND p.status <> 'done' AND p.due_on IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_due_counts_on_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_payment "payments" := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  new_payment "payments" := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END;
BEGIN
  -- As payment_counts_on_payment_change: the port call's latest status, its change waited for.
  PERFORM 1 FROM "port_calls"
    WHERE "id" IN (old_payment.port_call_id, new_payment.port_call_id) ORDER BY "id" FOR SHARE;
  INSERT INTO "payment_due_deltas" ("xid", "scope", "scope_id", "scope_sub_id", "due_on", "port_call_status", "n")
  SELECT txid_current(), k.*, -1 FROM "port_calls" pc CROSS JOIN LATERAL "payment_due_count_keys"(old_payment, pc) k
    WHERE pc.id = old_payment.port_call_id
  UNION ALL
  SELECT txid_current(), k.*, 1 FROM "port_calls" pc CROSS JOIN LATERAL "payment_due_count_keys"(new_payment, pc) k
    WHERE pc.id = new_payment.port_call_id;
  -- The commit applies them (dashboard_bump_version); the mark is there already whenever the
  -- statement wrote a payment, and made sure of here.
  INSERT INTO "dashboard_dirty" ("xid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A port call whose status or scope changes moves its payments' counts; one deleted takes them off
-- (BEFORE DELETE: its payments still exist, the cascade removes them afterwards).
CREATE FUNCTION "payment_due_counts_on_port_call_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_call "port_calls" := OLD;
  new_call "port_calls" := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END;
BEGIN
  INSERT INTO "payment_due_deltas" ("xid", "scope", "scope_id", "scope_sub_id", "due_on", "port_call_status", "n")
  SELECT txid_current(), k.*, -1 FROM "payments" p CROSS JOIN LATERAL "payment_due_count_keys"(p, old_call) k
    WHERE p.port_call_id = old_call.id
  UNION ALL
  SELECT txid_current(), k.*, 1 FROM "payments" p CROSS JOIN LATERAL "payment_due_count_keys"(p, new_call) k
    WHERE p.port_call_id = new_call.id;
  INSERT INTO "dashboard_dirty" ("xid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
-- A transaction's deltas into the counters: one statement, rows in key order; rows reaching zero go,
-- so the table holds the unpaid payments only and a count reads just the days that have some.
CREATE FUNCTION "payment_due_counts_apply"(tx bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_due_counts" AS c ("scope", "scope_id", "scope_sub_id", "due_on", "port_call_status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.due_on, d.port_call_status, sum(d.n)::integer
  FROM "payment_due_deltas" d WHERE d.xid = tx
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "due_on", "port_call_status")
    DO UPDATE SET "n" = c."n" + excluded."n";
  DELETE FROM "payment_due_counts" c WHERE c.n = 0
    AND (c.scope, c.scope_id, c.scope_sub_id, c.due_on, c.port_call_status) IN (
      SELECT d.scope, d.scope_id, d.scope_sub_id, d.due_on, d.port_call_status
      FROM "payment_due_deltas" d WHERE d.xid = tx);
  DELETE FROM "payment_due_deltas" WHERE "xid" = tx;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- First the counter rows (in key order), then the version row: one lock order for every commit.
  PERFORM "payment_due_counts_apply"(NEW."xid");
  UPDATE "dashboard_version" SET "version" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "dashboard_dirty" WHERE "xid" = NEW."xid";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "payment_due_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_due_counts";
  DELETE FROM "payment_due_deltas" WHERE "xid" = txid_current();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts from scratch (after a bulk load with the triggers disabled, e.g. bench/data).
CREATE FUNCTION "payment_due_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "payment_due_counts";
  INSERT INTO "payment_due_counts" ("scope", "scope_id", "scope_sub_id", "due_on", "port_call_status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.due_on, k.port_call_status, count(*)::integer
  FROM "payments" p JOIN "port_calls" pc ON pc.id = p.port_call_id
  CROSS JOIN LATERAL "payment_due_count_keys"(p, pc) k
  WHERE p.status <> 'done' AND p.due_on IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_due_counts_on_payment_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_update" AFTER UPDATE OF "status", "due_on", "port_call_id" ON "payments"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."due_on" IS DISTINCT FROM NEW."due_on"
    OR OLD."port_call_id" IS DISTINCT FROM NEW."port_call_id")
  EXECUTE FUNCTION "payment_due_counts_on_payment_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_due_counts_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_port_call_update"
  AFTER UPDATE OF "status", "agent_entity_id", "legal_entity_id", "principal_entity_id", "created_by_id" ON "port_calls"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."legal_entity_id" IS DISTINCT FROM NEW."legal_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."created_by_id" IS DISTINCT FROM NEW."created_by_id")
  EXECUTE FUNCTION "payment_due_counts_on_port_call_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_due_counts_port_call_delete" BEFORE DELETE ON "port_calls"
  FOR EACH ROW EXECUTE FUNCTION "payment_due_counts_on_port_call_change"();
--> statement-breakpoint
SELECT "payment_due_counts_rebuild"();
