ALTER TABLE "sessions" ADD COLUMN "revoked_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;