CREATE TABLE "dashboard_day_versions" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_dirty_days" (
	"xid" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	CONSTRAINT "dashboard_dirty_days_xid_day_pk" PRIMARY KEY("xid","day")
);
--> statement-breakpoint
-- Hand-written part (decision 051): which days of ETA a transaction wrote. Statement triggers on
-- the tables the cost and savings analyses read note the UTC day of the ETA of every port call
-- whose row, DA or category totals a statement wrote, before and after the write; writes every
-- day depends on (rates, currencies, a truncate) note '*'. At commit the deferred trigger of
-- migration 0014 stamps those days with the new dashboard version.
CREATE FUNCTION "dashboard_mark_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "dashboard_dirty_days" ("xid", "day") VALUES (txid_current(), '*') ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('exchange_rates', 'currencies') THEN
    -- As dashboard_mark_dirty: a statement that wrote no row notes nothing.
    IF TG_OP = 'DELETE' THEN
      IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
    ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
      RETURN NULL;
    END IF;
    INSERT INTO "dashboard_dirty_days" ("xid", "day") VALUES (txid_current(), '*') ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'port_calls' THEN
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(r."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM new_rows r WHERE r."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'das' THEN
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(pc."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM new_rows r JOIN "port_calls" pc ON pc."id" = r."port_call_id" WHERE pc."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(pc."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM new_rows r JOIN "das" d ON d."id" = r."da_id" JOIN "port_calls" pc ON pc."id" = d."port_call_id" WHERE pc."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'port_calls' THEN
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(r."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM old_rows r WHERE r."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'das' THEN
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(pc."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM old_rows r JOIN "port_calls" pc ON pc."id" = r."port_call_id" WHERE pc."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO "dashboard_dirty_days" ("xid", "day")
      SELECT DISTINCT txid_current(), to_char(pc."eta" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM old_rows r JOIN "das" d ON d."id" = r."da_id" JOIN "port_calls" pc ON pc."id" = d."port_call_id" WHERE pc."eta" IS NOT NULL ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['port_calls', 'das', 'da_category_totals', 'exchange_rates', 'currencies']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_days"()', name || '_dashboard_days_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_days"()', name || '_dashboard_days_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_days"()', name || '_dashboard_days_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_days"()', name || '_dashboard_days_truncate', name);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  committed bigint;
BEGIN
  -- First the counter rows (in key order), then the version row, then the days: one lock order
  -- for every commit.
  PERFORM "payment_due_counts_apply"(NEW."xid");
  UPDATE "dashboard_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO committed;
  INSERT INTO "dashboard_day_versions" AS v ("day", "version")
  SELECT m."day", committed FROM "dashboard_dirty_days" m WHERE m."xid" = NEW."xid" ORDER BY m."day"
  ON CONFLICT ("day") DO UPDATE SET "version" = excluded."version";
  DELETE FROM "dashboard_dirty_days" WHERE "xid" = NEW."xid";
  DELETE FROM "dashboard_dirty" WHERE "xid" = NEW."xid";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every day counts as written at the current version.
INSERT INTO "dashboard_day_versions" ("day", "version") SELECT '*', "version" FROM "dashboard_version";
--> statement-breakpoint
-- Named in a statement, keeps PostgreSQL from planning it with parallel workers (a parallel-unsafe
-- function makes the whole statement serial): the analyses' reads of a few days or of the
-- corrections for a clock, where starting a worker takes longer than the read (decision 051).
CREATE FUNCTION "dashboard_serial"() RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL UNSAFE AS $$
BEGIN
  RETURN true;
END $$;
