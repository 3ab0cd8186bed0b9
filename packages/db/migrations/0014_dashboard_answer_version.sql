CREATE TABLE "dashboard_dirty" (
	"xid" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written part (decision 025): the version of what the dashboards read. A statement trigger on
-- each table they read marks a transaction that wrote a row there (one dirty row per transaction); a
-- deferred trigger on that row bumps the version at commit, so the version row is locked only for
-- the last moment of a transaction, after all its other locks: no lock-order cycle with the DA
-- writers, and writers queue on it only for their commit.
INSERT INTO "dashboard_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
ALTER TABLE "dashboard_version" ADD CONSTRAINT "dashboard_version_single_row" CHECK ("id" = 1);
--> statement-breakpoint
CREATE FUNCTION "dashboard_mark_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that wrote no row (an optimistic update that found a newer lock_version) leaves
  -- the version alone: each trigger names only the transition table its event has.
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO "dashboard_dirty" ("xid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dashboard_version" SET "version" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "dashboard_dirty" WHERE "xid" = NEW."xid";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_dirty_bump" AFTER INSERT ON "dashboard_dirty"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_bump_version"();
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['port_calls', 'das', 'da_category_totals', 'payments', 'exchange_rates',
    'currencies', 'entities', 'ports', 'vessels', 'cost_item_categories', 'audit_events']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_dirty"()', name || '_dashboard_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_dirty"()', name || '_dashboard_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_dirty"()', name || '_dashboard_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_mark_dirty"()', name || '_dashboard_truncate', name);
  END LOOP;
END $$;
