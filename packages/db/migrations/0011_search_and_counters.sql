-- Hand-written (decision 020): pg_trgm for the trigram indexes below. A trusted extension since
-- PostgreSQL 13 (the database owner may create it); PGlite loads it in packages/db/src/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "payment_counts" (
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"port_call_status" varchar(60) NOT NULL,
	"payment_type" varchar(30) NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "payment_counts_pk" PRIMARY KEY("scope","scope_id","scope_sub_id","port_call_status","payment_type","status")
);
--> statement-breakpoint
CREATE TABLE "reference_seed" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "port_calls_ref_no_trgm_idx" ON "port_calls" USING gin ("ref_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "port_calls_voyage_no_trgm_idx" ON "port_calls" USING gin ("voyage_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "port_calls_agency_ref_no_trgm_idx" ON "port_calls" USING gin ("agency_ref_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "port_calls_remarks_trgm_idx" ON "port_calls" USING gin ("remarks" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "port_calls_charterer_remarks_trgm_idx" ON "port_calls" USING gin ("charterer_remarks" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_name_trgm_idx" ON "ports" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_unlocode_trgm_idx" ON "ports" USING gin ("unlocode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_name_trgm_idx" ON "vessels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_imo_trgm_idx" ON "vessels" USING gin ("imo" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written part (decision 020): payment_counts is kept by triggers on payments and port_calls,
-- in the transaction of every change, so the payment list's tab counts read a few rows. A payment
-- counts under the scopes of its port call (port_call_count_keys, migration 0009) with the port
-- call's status; the counters always match (the payment row, its port call row) as they are now.
CREATE FUNCTION "payment_count_keys"(p "payments", c "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "port_call_status" varchar,
  "payment_type" varchar, "status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.status, p.payment_type, p.status
  FROM "port_call_count_keys"(c) k WHERE p.id IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_counts_on_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_payment "payments" := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END;
  new_payment "payments" := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END;
BEGIN
  -- The port call's latest status: a concurrent change of it is waited for (the app locks the port
  -- call anyway), so its trigger and this one cannot both miss each other's row.
  PERFORM 1 FROM "port_calls"
    WHERE "id" IN (old_payment.port_call_id, new_payment.port_call_id) ORDER BY "id" FOR SHARE;
  -- A payment deleted with its port call (ON DELETE CASCADE) finds none: the port call's BEFORE
  -- DELETE trigger has taken its payments off already. One statement, its rows in key order, as
  -- port_call_counts_on_change (migration 0009): concurrent changes lock counter rows in one order.
  INSERT INTO "payment_counts" AS c
    ("scope", "scope_id", "scope_sub_id", "port_call_status", "payment_type", "status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.port_call_status, d.payment_type, d.status, sum(d.n)::integer
  FROM (
    SELECT k.*, -1 AS n FROM "port_calls" pc CROSS JOIN LATERAL "payment_count_keys"(old_payment, pc) k
      WHERE pc.id = old_payment.port_call_id
    UNION ALL
    SELECT k.*, 1 AS n FROM "port_calls" pc CROSS JOIN LATERAL "payment_count_keys"(new_payment, pc) k
      WHERE pc.id = new_payment.port_call_id
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "port_call_status", "payment_type", "status")
    DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A port call whose status or scope changes moves its payments' counts; one deleted takes them off
-- (BEFORE DELETE: its payments still exist, the cascade removes them afterwards).
CREATE FUNCTION "payment_counts_on_port_call_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_call "port_calls" := OLD;
  new_call "port_calls" := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END;
BEGIN
  INSERT INTO "payment_counts" AS c
    ("scope", "scope_id", "scope_sub_id", "port_call_status", "payment_type", "status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.port_call_status, d.payment_type, d.status, sum(d.n)::integer
  FROM (
    SELECT k.*, -1 AS n FROM "payments" p CROSS JOIN LATERAL "payment_count_keys"(p, old_call) k
      WHERE p.port_call_id = old_call.id
    UNION ALL
    SELECT k.*, 1 AS n FROM "payments" p CROSS JOIN LATERAL "payment_count_keys"(p, new_call) k
      WHERE p.port_call_id = new_call.id
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "port_call_status", "payment_type", "status")
    DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE FUNCTION "payment_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts from scratch (after a bulk load with the triggers disabled, e.g. bench/data).
CREATE FUNCTION "payment_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "payment_counts";
  INSERT INTO "payment_counts"
    ("scope", "scope_id", "scope_sub_id", "port_call_status", "payment_type", "status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.port_call_status, k.payment_type, k.status, count(*)::integer
  FROM "payments" p JOIN "port_calls" pc ON pc.id = p.port_call_id
  CROSS JOIN LATERAL "payment_count_keys"(p, pc) k
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_counts_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_counts_on_payment_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_update" AFTER UPDATE OF "status", "payment_type", "port_call_id" ON "payments"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."payment_type" IS DISTINCT FROM NEW."payment_type"
    OR OLD."port_call_id" IS DISTINCT FROM NEW."port_call_id")
  EXECUTE FUNCTION "payment_counts_on_payment_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_port_call_update"
  AFTER UPDATE OF "status", "agent_entity_id", "legal_entity_id", "principal_entity_id", "created_by_id" ON "port_calls"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."legal_entity_id" IS DISTINCT FROM NEW."legal_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."created_by_id" IS DISTINCT FROM NEW."created_by_id")
  EXECUTE FUNCTION "payment_counts_on_port_call_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_port_call_delete" BEFORE DELETE ON "port_calls"
  FOR EACH ROW EXECUTE FUNCTION "payment_counts_on_port_call_change"();
--> statement-breakpoint
SELECT "payment_counts_rebuild"();
