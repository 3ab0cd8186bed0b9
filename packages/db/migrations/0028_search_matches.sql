ALTER TABLE "port_call_search_counts" DROP CONSTRAINT "port_call_search_counts_pk";
--> statement-breakpoint
ALTER TABLE "port_call_search_counts" ADD CONSTRAINT "port_call_search_counts_pk" PRIMARY KEY("scope","scope_id","kind","item_id","scope_sub_id","status");--> statement-breakpoint
-- Hand-written part (decision 057). The rebuild writes the counters in the key's new order, so a
-- scope's rows of one kind stay on few pages.
CREATE OR REPLACE FUNCTION "port_call_search_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "port_call_search_counts";
  INSERT INTO "port_call_search_counts" ("scope", "scope_id", "scope_sub_id", "kind", "item_id", "status", "n")
  SELECT k.scope, k.scope_id, k.scope_sub_id, k.kind, k.item_id, k.status, count(*)::integer
  FROM "port_calls" pc CROSS JOIN LATERAL "port_call_search_count_keys"(pc) k
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 4, 5, 3, 6;
$$;
--> statement-breakpoint
-- What trigram-sized text matches (the list's search, port-call-search.ts searchMatches): the ids of
-- the vessels whose name or IMO, the ports whose name or UN/LOCODE, and the port calls whose own
-- columns (the references; with_remarks: the remarks too) contain the pattern, one branch per
-- column so that each reads its trigram index, the calls at most calls_at_most rows. A function so
-- that its plan is made once per connection and kept (force_generic_plan): the plan is the same
-- for every pattern (one bitmap scan of each trigram index), and planning the nine branches with
-- each request's pattern took 1.3 ms of the 2 ms the statement cost.
CREATE FUNCTION "port_call_search_matches"("pattern" text, "with_remarks" boolean, "calls_at_most" integer)
RETURNS TABLE ("kind" text, "id" integer)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    (SELECT 'vessel'::text, v."id" FROM "vessels" v WHERE v."name" ILIKE "pattern")
    UNION ALL (SELECT 'vessel'::text, v."id" FROM "vessels" v WHERE v."imo" ILIKE "pattern")
    UNION ALL (SELECT 'port'::text, p."id" FROM "ports" p WHERE p."name" ILIKE "pattern")
    UNION ALL (SELECT 'port'::text, p."id" FROM "ports" p WHERE p."unlocode" ILIKE "pattern")
    UNION ALL (SELECT * FROM (
      (SELECT 'call'::text, c."id" FROM "port_calls" c WHERE c."ref_no" ILIKE "pattern")
      UNION ALL (SELECT 'call'::text, c."id" FROM "port_calls" c WHERE c."voyage_no" ILIKE "pattern")
      UNION ALL (SELECT 'call'::text, c."id" FROM "port_calls" c WHERE c."agency_ref_no" ILIKE "pattern")
      UNION ALL (SELECT 'call'::text, c."id" FROM "port_calls" c WHERE "with_remarks" AND c."remarks" ILIKE "pattern")
      UNION ALL (SELECT 'call'::text, c."id" FROM "port_calls" c
        WHERE "with_remarks" AND c."charterer_remarks" ILIKE "pattern")
    ) own LIMIT "calls_at_most");
END $$;
