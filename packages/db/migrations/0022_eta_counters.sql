CREATE TABLE "port_call_eta_counts" (
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "port_call_eta_counts_pk" PRIMARY KEY("scope","scope_id","scope_sub_id","month","status")
);
--> statement-breakpoint
DROP INDEX "port_calls_eta_idx";--> statement-breakpoint
CREATE INDEX "port_calls_eta_idx" ON "port_calls" USING btree ("eta","status","status_order");--> statement-breakpoint
-- Hand-written part (decision 042): port_call_eta_counts is kept by triggers on port_calls, in the
-- transaction of every change, like port_call_counts (migration 0009) and port_call_search_counts
-- (migration 0017): one row per scope key of port_call_count_keys, UTC month of the ETA (the list's
-- ETA filter takes whole UTC days) and status. A list filtered by an ETA range alone counts the
-- months inside the range from these rows instead of reading every matching call.
-- Room on every page (fillfactor 80): a change of n (not indexed) then stays on its page as a HOT
-- update, and a scope's months, written side by side by the rebuild, stay together.
ALTER TABLE "port_call_eta_counts" SET (fillfactor = 80);
--> statement-breakpoint
CREATE FUNCTION "port_call_eta_count_keys"(r "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "month" date, "status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.scope, k.scope_id, k.scope_sub_id, date_trunc('month', r.eta AT TIME ZONE 'UTC')::date, k.status
  FROM "port_call_count_keys"(r) k
  WHERE r.eta IS NOT NULL
$$;
--> statement-breakpoint
-- As port_call_counts_on_change: one statement per change, its rows in key order (concurrent changes
-- lock counter rows in one order), a key both left and entered netted out before it is written.
CREATE FUNCTION "port_call_eta_counts_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "port_call_eta_counts" AS c ("scope", "scope_id", "scope_sub_id", "month", "status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.month, d.status, sum(d.n)::integer
  FROM (
    SELECT k.*, -1 AS n FROM "port_call_eta_count_keys"(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END) k
    UNION ALL
    SELECT k.*, 1 AS n FROM "port_call_eta_count_keys"(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END) k
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "month", "status")
    DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "port_call_eta_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "port_call_eta_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts from scratch (after a bulk load with the triggers disabled, e.g. bench/data), in key order.
CREATE FUNCTION "port_call_eta_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "port_call_eta_counts";
  INSERT INTO "port_call_eta_counts" ("scope", "scope_id", "scope_sub_id", "month", "status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.month, k.status, count(*)::integer
  FROM "port_calls" pc CROSS JOIN LATERAL "port_call_eta_count_keys"(pc) k
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
CREATE TRIGGER "port_call_eta_counts_insert_delete" AFTER INSERT OR DELETE ON "port_calls"
  FOR EACH ROW EXECUTE FUNCTION "port_call_eta_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_eta_counts_update"
  AFTER UPDATE OF "status", "agent_entity_id", "legal_entity_id", "principal_entity_id", "created_by_id",
    "eta" ON "port_calls"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."legal_entity_id" IS DISTINCT FROM NEW."legal_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."created_by_id" IS DISTINCT FROM NEW."created_by_id"
    OR date_trunc('month', OLD."eta" AT TIME ZONE 'UTC') IS DISTINCT FROM date_trunc('month', NEW."eta" AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION "port_call_eta_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_eta_counts_truncate" AFTER TRUNCATE ON "port_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "port_call_eta_counts_on_truncate"();
--> statement-breakpoint
SELECT "port_call_eta_counts_rebuild"();
