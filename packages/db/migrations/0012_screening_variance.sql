CREATE TABLE "screening_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"tariff_deviation_percent" numeric(6, 2) DEFAULT '30' NOT NULL,
	"min_samples" integer DEFAULT 5 NOT NULL,
	"fda_over_pda_percent" numeric(6, 2) DEFAULT '10' NOT NULL,
	"variance_reason_percent" numeric(6, 2) DEFAULT '10' NOT NULL,
	"exchange_rate_deviation_percent" numeric(6, 2) DEFAULT '2' NOT NULL,
	"receipt_required_above_usd" numeric(18, 2) DEFAULT '500' NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "da_cost_lines_item_idx";--> statement-breakpoint
DROP INDEX "port_calls_vessel_idx";--> statement-breakpoint
DROP INDEX "port_calls_port_idx";--> statement-breakpoint
ALTER TABLE "da_category_totals" ADD COLUMN "savings_tariff_deviation" numeric;--> statement-breakpoint
ALTER TABLE "da_category_totals" ADD COLUMN "savings_duplicate" numeric;--> statement-breakpoint
ALTER TABLE "da_category_totals" ADD COLUMN "savings_not_on_pda" numeric;--> statement-breakpoint
ALTER TABLE "da_category_totals" ADD COLUMN "savings_exchange_rate" numeric;--> statement-breakpoint
ALTER TABLE "da_cost_lines" ADD COLUMN "fda_variance_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "da_cost_lines" ADD COLUMN "pda_screening_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "da_cost_lines" ADD COLUMN "fda_screening_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "das" ADD COLUMN "agent_exchange_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "das" ADD COLUMN "pda_exchange_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "screening_settings" ADD CONSTRAINT "screening_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "da_cost_lines_item_idx" ON "da_cost_lines" USING btree ("cost_item_id","id");--> statement-breakpoint
CREATE INDEX "port_calls_vessel_idx" ON "port_calls" USING btree ("vessel_id","eta");--> statement-breakpoint
CREATE INDEX "port_calls_port_idx" ON "port_calls" USING btree ("port_id","eta");
--> statement-breakpoint
-- Hand-written part (decision 023). The one settings row, with the defaults above.
INSERT INTO "screening_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Until now a DA kept one rate, the last submitted document's: it is the PDA's as far as known.
UPDATE "das" SET "pda_exchange_rate" = "exchange_rate" WHERE "pda_submitted_at" IS NOT NULL;
--> statement-breakpoint
-- The category totals also sum the screening savings by reason (quoted - screened on the lines
-- with an agreed price, as `savings` is quoted - agreed): the view gains four columns at its end.
CREATE OR REPLACE VIEW "da_category_totals_computed" AS
  SELECT s.da_id, d.document, s.category_id, d.line_count, d.quoted, d.screened, d.agreed, d.savings,
    d.savings_tariff_deviation, d.savings_duplicate, d.savings_not_on_pda, d.savings_exchange_rate
  FROM (
    SELECT l.da_id, ci.category_id,
      count(l.pda_quoted_price)::integer AS pda_n, sum(l.pda_quoted_price) AS pda_quoted,
      sum(l.pda_screened_price) FILTER (WHERE l.pda_quoted_price IS NOT NULL) AS pda_screened,
      sum(l.pda_agreed_price) FILTER (WHERE l.pda_quoted_price IS NOT NULL) AS pda_agreed,
      sum(l.pda_quoted_price - l.pda_agreed_price) AS pda_savings,
      sum(l.pda_quoted_price - l.pda_screened_price) FILTER (WHERE l.pda_agreed_price IS NOT NULL AND l.pda_screening_reason = 'tariff_deviation') AS pda_s1,
      sum(l.pda_quoted_price - l.pda_screened_price) FILTER (WHERE l.pda_agreed_price IS NOT NULL AND l.pda_screening_reason = 'duplicate') AS pda_s2,
      sum(l.pda_quoted_price - l.pda_screened_price) FILTER (WHERE l.pda_agreed_price IS NOT NULL AND l.pda_screening_reason = 'not_on_pda') AS pda_s3,
      sum(l.pda_quoted_price - l.pda_screened_price) FILTER (WHERE l.pda_agreed_price IS NOT NULL AND l.pda_screening_reason = 'exchange_rate') AS pda_s4,
      count(l.fda_quoted_price)::integer AS fda_n, sum(l.fda_quoted_price) AS fda_quoted,
      sum(l.fda_screened_price) FILTER (WHERE l.fda_quoted_price IS NOT NULL) AS fda_screened,
      sum(l.fda_agreed_price) FILTER (WHERE l.fda_quoted_price IS NOT NULL) AS fda_agreed,
      sum(l.fda_quoted_price - l.fda_agreed_price) AS fda_savings,
      sum(l.fda_quoted_price - l.fda_screened_price) FILTER (WHERE l.fda_agreed_price IS NOT NULL AND l.fda_screening_reason = 'tariff_deviation') AS fda_s1,
      sum(l.fda_quoted_price - l.fda_screened_price) FILTER (WHERE l.fda_agreed_price IS NOT NULL AND l.fda_screening_reason = 'duplicate') AS fda_s2,
      sum(l.fda_quoted_price - l.fda_screened_price) FILTER (WHERE l.fda_agreed_price IS NOT NULL AND l.fda_screening_reason = 'not_on_pda') AS fda_s3,
      sum(l.fda_quoted_price - l.fda_screened_price) FILTER (WHERE l.fda_agreed_price IS NOT NULL AND l.fda_screening_reason = 'exchange_rate') AS fda_s4
    FROM "da_cost_lines" l
    JOIN "cost_items" ci ON ci.id = l.cost_item_id
    GROUP BY l.da_id, ci.category_id
  ) s
  CROSS JOIN LATERAL (VALUES
    ('pda'::varchar, s.pda_n, s.pda_quoted, s.pda_screened, s.pda_agreed, s.pda_savings, s.pda_s1, s.pda_s2, s.pda_s3, s.pda_s4),
    ('fda'::varchar, s.fda_n, s.fda_quoted, s.fda_screened, s.fda_agreed, s.fda_savings, s.fda_s1, s.fda_s2, s.fda_s3, s.fda_s4)
  ) d(document, line_count, quoted, screened, agreed, savings,
    savings_tariff_deviation, savings_duplicate, savings_not_on_pda, savings_exchange_rate)
  WHERE d.line_count > 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "da_category_totals_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    ("da_id", "document", "category_id", "line_count", "quoted", "screened", "agreed", "savings",
     "savings_tariff_deviation", "savings_duplicate", "savings_not_on_pda", "savings_exchange_rate")
  SELECT * FROM fresh ORDER BY 1, 2, 3
  ON CONFLICT ("da_id", "document", "category_id") DO UPDATE SET
    "line_count" = excluded."line_count", "quoted" = excluded."quoted", "screened" = excluded."screened",
    "agreed" = excluded."agreed", "savings" = excluded."savings",
    "savings_tariff_deviation" = excluded."savings_tariff_deviation", "savings_duplicate" = excluded."savings_duplicate",
    "savings_not_on_pda" = excluded."savings_not_on_pda", "savings_exchange_rate" = excluded."savings_exchange_rate"
  -- A save that changes one price rewrites one row, not the DA's thirty.
  WHERE (t."line_count", t."quoted", t."screened", t."agreed", t."savings", t."savings_tariff_deviation",
      t."savings_duplicate", t."savings_not_on_pda", t."savings_exchange_rate")
    IS DISTINCT FROM (excluded."line_count", excluded."quoted", excluded."screened", excluded."agreed",
      excluded."savings", excluded."savings_tariff_deviation", excluded."savings_duplicate",
      excluded."savings_not_on_pda", excluded."savings_exchange_rate");
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "da_category_totals_rebuild"() RETURNS void LANGUAGE sql SET "enable_hashagg" = off AS $$
  DELETE FROM "da_category_totals";
  INSERT INTO "da_category_totals"
    ("da_id", "document", "category_id", "line_count", "quoted", "screened", "agreed", "savings",
     "savings_tariff_deviation", "savings_duplicate", "savings_not_on_pda", "savings_exchange_rate")
  SELECT * FROM "da_category_totals_computed";
$$;
