-- Notifications are written in both languages (decision 050). A row written before this holds
-- one text, in its recipient's language at the time: it is that text in both.
ALTER TABLE "notifications" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "content_zh" text;--> statement-breakpoint
UPDATE "notifications" SET "title_zh" = "title", "content_zh" = "content";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title_zh" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "content_zh" SET NOT NULL;
