ALTER TABLE "payments" ADD COLUMN "port_call_status" varchar(60);--> statement-breakpoint
-- Hand-written part (decision 076): the payments of a call carry its status too, so the desk's
-- Actionable payments (every payment of the calls it screens) are walked from an index in the
-- list's order. Filled for the payments there are, then kept by the triggers of migration 0031,
-- which now copy the status with the parties.
UPDATE "payments" p SET "port_call_status" = pc."status"
FROM "port_calls" pc WHERE pc."id" = p."port_call_id";
--> statement-breakpoint
CREATE INDEX "payments_at_desk_order_idx" ON "payments" USING btree (("status" = 'done'),(case when "status" = 'done' then null else "due_on" end),"due_on" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE ("payments"."port_call_status" = 'pda_checking' or "payments"."port_call_status" = 'fda_checking');--> statement-breakpoint
DROP TRIGGER "payments_parties_from_call" ON "payments";
--> statement-breakpoint
DROP TRIGGER "payments_parties_follow_call" ON "port_calls";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_parties_from_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT pc."agent_entity_id", pc."principal_entity_id", pc."status"
  INTO NEW."agent_entity_id", NEW."principal_entity_id", NEW."port_call_status"
  FROM "port_calls" pc WHERE pc."id" = NEW."port_call_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_parties_from_call"
  BEFORE INSERT OR UPDATE OF "port_call_id", "agent_entity_id", "principal_entity_id", "port_call_status" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_parties_from_call"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_parties_follow_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payments" SET "agent_entity_id" = NEW."agent_entity_id", "principal_entity_id" = NEW."principal_entity_id",
    "port_call_status" = NEW."status"
  WHERE "port_call_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_parties_follow_call"
  AFTER UPDATE OF "agent_entity_id", "principal_entity_id", "status" ON "port_calls"
  FOR EACH ROW WHEN (OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id"
    OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "payments_parties_follow_call"();
