CREATE TABLE "port_call_counts" (
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"status" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "port_call_counts_scope_scope_id_scope_sub_id_status_pk" PRIMARY KEY("scope","scope_id","scope_sub_id","status")
);
--> statement-breakpoint
CREATE INDEX "payments_list_order_idx" ON "payments" USING btree ("due_on","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "port_calls_eta_desc_idx" ON "port_calls" USING btree ("eta" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "port_calls_updated_idx" ON "port_calls" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written part (decision 016): port_call_counts is kept by triggers on port_calls, in the
-- transaction of every change, so the port-call list's tab counts without filters read a few rows.
-- The scopes mirror apps/server/src/modules/port-calls/port-call-scope.ts.
CREATE FUNCTION "port_call_count_keys"(r "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all'::varchar, 0, 0, r.status WHERE r.id IS NOT NULL
  UNION ALL SELECT 'agent', r.agent_entity_id, 0, r.status WHERE r.agent_entity_id IS NOT NULL
  UNION ALL SELECT 'legal', r.principal_entity_id, r.legal_entity_id, r.status WHERE r.legal_entity_id IS NOT NULL
  UNION ALL SELECT 'own', r.principal_entity_id, r.created_by_id, r.status
    WHERE r.id IS NOT NULL AND r.legal_entity_id IS NULL
$$;
--> statement-breakpoint
-- One statement per change, its rows in key order: concurrent changes lock counter rows in the same
-- order and cannot deadlock on them; a key both left and entered nets out before it is written.
CREATE FUNCTION "port_call_counts_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "port_call_counts" AS c ("scope", "scope_id", "scope_sub_id", "status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.status, sum(d.n)::integer
  FROM (
    SELECT k.*, -1 AS n FROM "port_call_count_keys"(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END) k
    UNION ALL
    SELECT k.*, 1 AS n FROM "port_call_count_keys"(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END) k
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "port_call_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "port_call_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts from scratch (after a bulk load with the triggers disabled, e.g. bench/data).
CREATE FUNCTION "port_call_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "port_call_counts";
  INSERT INTO "port_call_counts" ("scope", "scope_id", "scope_sub_id", "status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.status, count(*)::integer
  FROM "port_calls" pc CROSS JOIN LATERAL "port_call_count_keys"(pc) k
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
CREATE TRIGGER "port_call_counts_insert_delete" AFTER INSERT OR DELETE ON "port_calls"
  FOR EACH ROW EXECUTE FUNCTION "port_call_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_counts_update"
  AFTER UPDATE OF "status", "agent_entity_id", "legal_entity_id", "principal_entity_id", "created_by_id" ON "port_calls"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."legal_entity_id" IS DISTINCT FROM NEW."legal_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."created_by_id" IS DISTINCT FROM NEW."created_by_id")
  EXECUTE FUNCTION "port_call_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_counts_truncate" AFTER TRUNCATE ON "port_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "port_call_counts_on_truncate"();
--> statement-breakpoint
SELECT "port_call_counts_rebuild"();
