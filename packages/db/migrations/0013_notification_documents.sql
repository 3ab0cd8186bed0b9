ALTER TABLE "notifications" ADD COLUMN "da_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "da_document" varchar(3);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_da_id_das_id_fk" FOREIGN KEY ("da_id") REFERENCES "public"."das"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_da_idx" ON "notifications" USING btree ("da_id") WHERE "notifications"."da_id" is not null;