-- Scheduled and timed publishing: an article can wait to go live at a time, and a premium one
-- can become free at a time; the schedule runs on every server and each change happens once.
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "free_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blogs_publish_at_idx" ON "blogs" USING btree ("publish_at") WHERE "blogs"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "blogs_free_at_idx" ON "blogs" USING btree ("free_at") WHERE "blogs"."free_at" IS NOT NULL;