DROP INDEX "port_calls_legal_entity_idx";--> statement-breakpoint
DROP INDEX "port_calls_port_idx";--> statement-breakpoint
CREATE INDEX "port_calls_principal_eta_idx" ON "port_calls" USING btree ("principal_entity_id","eta","status","status_order","legal_entity_id","created_by_id","port_id","vessel_id","agent_entity_id");--> statement-breakpoint
CREATE INDEX "port_calls_agent_eta_idx" ON "port_calls" USING btree ("agent_entity_id","eta","status","status_order","principal_entity_id","legal_entity_id","port_id","vessel_id");--> statement-breakpoint
CREATE INDEX "port_calls_legal_entity_idx" ON "port_calls" USING btree ("legal_entity_id","status_order","eta","status","principal_entity_id","created_by_id","port_id","vessel_id","agent_entity_id");--> statement-breakpoint
CREATE INDEX "port_calls_port_idx" ON "port_calls" USING btree ("port_id","eta","status","status_order","principal_entity_id","legal_entity_id","created_by_id","agent_entity_id","vessel_id");