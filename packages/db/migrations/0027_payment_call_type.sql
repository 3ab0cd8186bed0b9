DROP INDEX "payments_port_call_idx";--> statement-breakpoint
CREATE INDEX "payments_port_call_idx" ON "payments" USING btree ("port_call_id","status","due_on","created_at","id","payment_type");