CREATE TABLE "da_category_totals" (
	"da_id" integer NOT NULL,
	"document" varchar(3) NOT NULL,
	"category_id" integer NOT NULL,
	"line_count" integer NOT NULL,
	"quoted" numeric NOT NULL,
	"screened" numeric,
	"agreed" numeric,
	"savings" numeric,
	CONSTRAINT "da_category_totals_da_id_document_category_id_pk" PRIMARY KEY("da_id","document","category_id")
);
--> statement-breakpoint
-- Hand-written part (decision 019): da_category_totals is kept by statement triggers on
-- da_cost_lines, in the transaction of every line write, so the dashboards' category breakdowns
-- read a dozen rows per DA instead of its lines. A statement recomputes the DAs it touched from
-- their lines (a 200-line save is one grouped read of one DA), which stays exact whatever the
-- statement did; the rows are written in key order so concurrent writers lock them in one order.
--
-- What the table must hold, computed from the lines: one pass grouping a DA's lines by category
-- (both documents at once, each sum over the lines on that document), then a row per document
-- with lines. A view, so a filter on da_id reaches the lines' index through the grouping.
CREATE VIEW "da_category_totals_computed" AS
  SELECT s.da_id, d.document, s.category_id, d.line_count, d.quoted, d.screened, d.agreed, d.savings
  FROM (
    SELECT l.da_id, ci.category_id,
      count(l.pda_quoted_price)::integer AS pda_n, sum(l.pda_quoted_price) AS pda_quoted,
      sum(l.pda_screened_price) FILTER (WHERE l.pda_quoted_price IS NOT NULL) AS pda_screened,
      sum(l.pda_agreed_price) FILTER (WHERE l.pda_quoted_price IS NOT NULL) AS pda_agreed,
      sum(l.pda_quoted_price - l.pda_agreed_price) AS pda_savings,
      count(l.fda_quoted_price)::integer AS fda_n, sum(l.fda_quoted_price) AS fda_quoted,
      sum(l.fda_screened_price) FILTER (WHERE l.fda_quoted_price IS NOT NULL) AS fda_screened,
      sum(l.fda_agreed_price) FILTER (WHERE l.fda_quoted_price IS NOT NULL) AS fda_agreed,
      sum(l.fda_quoted_price - l.fda_agreed_price) AS fda_savings
    FROM "da_cost_lines" l
    JOIN "cost_items" ci ON ci.id = l.cost_item_id
    GROUP BY l.da_id, ci.category_id
  ) s
  CROSS JOIN LATERAL (VALUES
    ('pda'::varchar, s.pda_n, s.pda_quoted, s.pda_screened, s.pda_agreed, s.pda_savings),
    ('fda'::varchar, s.fda_n, s.fda_quoted, s.fda_screened, s.fda_agreed, s.fda_savings)
  ) d(document, line_count, quoted, screened, agreed, savings)
  WHERE d.line_count > 0;
--> statement-breakpoint
-- PL/pgSQL, not SQL: its statement's plan is cached for the session, where a SQL function's is
-- planned again on every call (most of the cost of a small save).
CREATE FUNCTION "da_category_totals_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS (
    SELECT * FROM "da_category_totals_computed" c WHERE c.da_id = ANY (ids)
  ),
  gone AS (
    DELETE FROM "da_category_totals" t
    WHERE t.da_id = ANY (ids)
      AND NOT EXISTS (SELECT 1 FROM fresh f
        WHERE f.da_id = t.da_id AND f.document = t.document AND f.category_id = t.category_id)
  )
  INSERT INTO "da_category_totals" AS t
    ("da_id", "document", "category_id", "line_count", "quoted", "screened", "agreed", "savings")
  SELECT * FROM fresh ORDER BY 1, 2, 3
  ON CONFLICT ("da_id", "document", "category_id") DO UPDATE SET
    "line_count" = excluded."line_count", "quoted" = excluded."quoted", "screened" = excluded."screened",
    "agreed" = excluded."agreed", "savings" = excluded."savings"
  -- A save that changes one price rewrites one row, not the DA's thirty.
  WHERE (t."line_count", t."quoted", t."screened", t."agreed", t."savings")
    IS DISTINCT FROM (excluded."line_count", excluded."quoted", excluded."screened", excluded."agreed", excluded."savings");
END $$;
--> statement-breakpoint
-- One function for the three statement triggers; each names only the transition tables its event
-- has, and PL/pgSQL prepares a branch only when it runs.
CREATE FUNCTION "da_category_totals_on_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.da_id ORDER BY n.da_id) INTO ids FROM new_lines n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.da_id ORDER BY o.da_id) INTO ids FROM old_lines o;
  ELSE
    SELECT array_agg(x.da_id ORDER BY x.da_id) INTO ids
    FROM (SELECT o.da_id FROM old_lines o UNION SELECT n.da_id FROM new_lines n) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "da_category_totals_refresh"(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "da_category_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "da_category_totals";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A catalogue item moved to another category moves its lines' sums with it.
CREATE FUNCTION "da_category_totals_on_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "da_category_totals_refresh"(
    (SELECT array_agg(DISTINCT l.da_id ORDER BY l.da_id) FROM "da_cost_lines" l WHERE l.cost_item_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recomputes from scratch (the backfill below, and bench/data after a load with triggers off).
-- Without hash aggregation the lines are grouped in da_id order from their index, so the rows go
-- into the primary key in order: at 13.5 million lines that is what keeps it near a minute.
CREATE FUNCTION "da_category_totals_rebuild"() RETURNS void LANGUAGE sql SET "enable_hashagg" = off AS $$
  DELETE FROM "da_category_totals";
  INSERT INTO "da_category_totals"
    ("da_id", "document", "category_id", "line_count", "quoted", "screened", "agreed", "savings")
  SELECT * FROM "da_category_totals_computed";
$$;
--> statement-breakpoint
CREATE TRIGGER "da_category_totals_insert" AFTER INSERT ON "da_cost_lines"
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "da_category_totals_on_lines"();
--> statement-breakpoint
CREATE TRIGGER "da_category_totals_update" AFTER UPDATE ON "da_cost_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "da_category_totals_on_lines"();
--> statement-breakpoint
CREATE TRIGGER "da_category_totals_delete" AFTER DELETE ON "da_cost_lines"
  REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "da_category_totals_on_lines"();
--> statement-breakpoint
CREATE TRIGGER "da_category_totals_truncate" AFTER TRUNCATE ON "da_cost_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "da_category_totals_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "da_category_totals_item" AFTER UPDATE OF "category_id" ON "cost_items"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "da_category_totals_on_item"();
--> statement-breakpoint
SELECT "da_category_totals_rebuild"();
