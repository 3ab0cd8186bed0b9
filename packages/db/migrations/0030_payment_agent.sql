ALTER TABLE "payments" ADD COLUMN "agent_entity_id" integer;--> statement-breakpoint
-- Hand-written part (decision 074): the payments of a call carry its agent, so an agent's
-- Actionable payments are read from its own rows. Filled for the payments there are, then kept by
-- the two triggers below; the app never writes the column.
UPDATE "payments" p SET "agent_entity_id" = pc."agent_entity_id"
FROM "port_calls" pc WHERE pc."id" = p."port_call_id";
--> statement-breakpoint
CREATE INDEX "payments_agent_open_idx" ON "payments" USING btree ("agent_entity_id","status","payment_type") WHERE "payments"."status" <> 'done';--> statement-breakpoint
CREATE FUNCTION "payments_agent_from_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT pc."agent_entity_id" INTO NEW."agent_entity_id" FROM "port_calls" pc WHERE pc."id" = NEW."port_call_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_agent_from_call" BEFORE INSERT OR UPDATE OF "port_call_id", "agent_entity_id" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_agent_from_call"();
--> statement-breakpoint
CREATE FUNCTION "payments_agent_follows_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payments" SET "agent_entity_id" = NEW."agent_entity_id" WHERE "port_call_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_agent_follows_call" AFTER UPDATE OF "agent_entity_id" ON "port_calls"
FOR EACH ROW WHEN (OLD."agent_entity_id" IS DISTINCT FROM NEW."agent_entity_id")
EXECUTE FUNCTION "payments_agent_follows_call"();
