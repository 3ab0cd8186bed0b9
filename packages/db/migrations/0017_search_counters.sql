CREATE TABLE "port_call_search_counts" (
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"scope_sub_id" integer NOT NULL,
	"kind" varchar(6) NOT NULL,
	"item_id" integer NOT NULL,
	"status" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "port_call_search_counts_pk" PRIMARY KEY("kind","item_id","scope","scope_id","scope_sub_id","status")
);
--> statement-breakpoint
-- Hand-written part (decision 036): port_call_search_counts is kept by triggers on port_calls, in
-- the transaction of every change, like port_call_counts (migration 0009, decision 016), with one
-- row per scope key of port_call_count_keys, vessel or port, and status. The list's search counts
-- the calls of its matching vessels and ports from these rows instead of reading every match.
-- Room on every page (fillfactor 80): a change of n (not indexed) then stays on its page as a
-- HOT update, and a vessel's rows, written side by side by the rebuild, stay together.
ALTER TABLE "port_call_search_counts" SET (fillfactor = 80);
--> statement-breakpoint
CREATE FUNCTION "port_call_search_count_keys"(r "port_calls")
RETURNS TABLE ("scope" varchar, "scope_id" integer, "scope_sub_id" integer, "kind" varchar,
  "item_id" integer, "status" varchar)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.scope, k.scope_id, k.scope_sub_id, i.kind, i.item_id, k.status
  FROM "port_call_count_keys"(r) k
  CROSS JOIN (VALUES ('port'::varchar, r.port_id), ('vessel'::varchar, r.vessel_id)) i (kind, item_id)
  WHERE i.item_id IS NOT NULL
$$;
--> statement-breakpoint
-- As port_call_counts_on_change: one statement per change, its rows in key order (concurrent changes
-- lock counter rows in one order), a key both left and entered netted out before it is written.
-- Rows that reach 0 stay (as in port_call_counts): a call moving through its statuses would
-- otherwise delete and insert the same rows again and again; the rebuild leaves them out.
CREATE FUNCTION "port_call_search_counts_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "port_call_search_counts" AS c ("scope", "scope_id", "scope_sub_id", "kind", "item_id", "status", "n")
  SELECT d.scope, d.scope_id, d.scope_sub_id, d.kind, d.item_id, d.status, sum(d.n)::integer
  FROM (
    SELECT k.*, -1 AS n FROM "port_call_search_count_keys"(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END) k
    UNION ALL
    SELECT k.*, 1 AS n FROM "port_call_search_count_keys"(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END) k
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0
  ORDER BY 4, 5, 1, 2, 3, 6
  ON CONFLICT ("scope", "scope_id", "scope_sub_id", "kind", "item_id", "status")
    DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "port_call_search_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "port_call_search_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts from scratch (after a bulk load with the triggers disabled, e.g. bench/data), in key
-- order: a search then reads a few pages per vessel or port instead of one per counter row (at
-- 330,000 calls the desk's search for a word of 184 vessels read 5,939 buffers in arbitrary order,
-- 755 in key order, decision 036).
CREATE FUNCTION "port_call_search_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "port_call_search_counts";
  INSERT INTO "port_call_search_counts" ("scope", "scope_id", "scope_sub_id", "kind", "item_id", "status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.kind, k.item_id, k.status, count(*)::integer
  FROM "port_calls" pc CROSS JOIN LATERAL "port_call_search_count_keys"(pc) k
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 4, 5, 1, 2, 3, 6;
$$;
--> statement-breakpoint
CREATE TRIGGER "port_call_search_counts_insert_delete" AFTER INSERT OR DELETE ON "port_calls"
  FOR EACH ROW EXECUTE FUNCTION "port_call_search_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_search_counts_update"
  AFTER UPDATE OF "status", "agent_entity_id", "legal_entity_id", "principal_entity_id", "created_by_id",
    "vessel_id", "port_id" ON "port_calls"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."legal_entity_id" IS DISTINCT FROM NEW."legal_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."created_by_id" IS DISTINCT FROM NEW."created_by_id"
    OR OLD."vessel_id" IS DISTINCT FROM NEW."vessel_id"
    OR OLD."port_id" IS DISTINCT FROM NEW."port_id")
  EXECUTE FUNCTION "port_call_search_counts_on_change"();
--> statement-breakpoint
CREATE TRIGGER "port_call_search_counts_truncate" AFTER TRUNCATE ON "port_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "port_call_search_counts_on_truncate"();
--> statement-breakpoint
SELECT "port_call_search_counts_rebuild"();
--> statement-breakpoint
-- The trigram indexes the search reads on port_calls (migration 0011) without a pending list
-- (decision 036): with fastupdate every new index entry (also of each status change, which is not
-- a HOT update) waits in an unsorted list until a vacuum or 4 MB, and every search reads the whole
-- list. At 330,000 calls with 14,400 entries waiting, the search's lookup took 17-23 ms instead of
-- 0.8-1.1 ms; a status update cost the same either way. The waiting entries are merged now.
ALTER INDEX "port_calls_ref_no_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "port_calls_voyage_no_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "port_calls_agency_ref_no_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "port_calls_remarks_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "port_calls_charterer_remarks_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['port_calls_ref_no_trgm_idx',
  'port_calls_voyage_no_trgm_idx', 'port_calls_agency_ref_no_trgm_idx', 'port_calls_remarks_trgm_idx',
  'port_calls_charterer_remarks_trgm_idx']) i;
