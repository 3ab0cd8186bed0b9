DROP INDEX "port_calls_status_idx";--> statement-breakpoint
DROP INDEX "port_calls_principal_idx";--> statement-breakpoint
CREATE INDEX "port_calls_status_idx" ON "port_calls" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "port_calls_principal_idx" ON "port_calls" USING btree ("principal_entity_id","status_order","eta","status","legal_entity_id","created_by_id","updated_at","id");