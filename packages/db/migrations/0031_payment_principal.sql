ALTER TABLE "payments" ADD COLUMN "principal_entity_id" integer;--> statement-breakpoint
-- Hand-written part (decision 075): the payments of a call carry its principal too, so a
-- principal's Actionable payments are read from its own rows. Filled for the payments there are,
-- then kept by the triggers of migration 0030, which now copy both parties.
UPDATE "payments" p SET "principal_entity_id" = pc."principal_entity_id"
FROM "port_calls" pc WHERE pc."id" = p."port_call_id";
--> statement-breakpoint
CREATE INDEX "payments_principal_open_idx" ON "payments" USING btree ("principal_entity_id","status","due_on","created_at" DESC NULLS FIRST,"id","port_call_id","payment_type") WHERE "payments"."status" <> 'done';--> statement-breakpoint
DROP TRIGGER "payments_agent_from_call" ON "payments";
--> statement-breakpoint
DROP TRIGGER "payments_agent_follows_call" ON "port_calls";
--> statement-breakpoint
DROP FUNCTION "payments_agent_from_call"();
--> statement-breakpoint
DROP FUNCTION "payments_agent_follows_call"();
--> statement-breakpoint
CREATE FUNCTION "payments_parties_from_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT pc."agent_entity_id", pc."principal_entity_id" INTO NEW."agent_entity_id", NEW."principal_entity_id"
  FROM "port_calls" pc WHERE pc."id" = NEW."port_call_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_parties_from_call"
  BEFORE INSERT OR UPDATE OF "port_call_id", "agent_entity_id", "principal_entity_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_parties_from_call"();
--> statement-breakpoint
CREATE FUNCTION "payments_parties_follow_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payments" SET "agent_entity_id" = NEW."agent_entity_id", "principal_entity_id" = NEW."principal_entity_id"
  WHERE "port_call_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_parties_follow_call"
  AFTER UPDATE OF "agent_entity_id", "principal_entity_id" ON "port_calls"
  FOR EACH ROW WHEN (OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id"
    OR OLD."principal_entity_id" IS DISTINCT FROM NEW."principal_entity_id")
  EXECUTE FUNCTION "payments_parties_follow_call"();
