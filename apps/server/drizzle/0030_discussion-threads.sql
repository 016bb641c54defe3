-- Questions and answers: one level of replies, an accepted (pinned) answer, edits marked, a
-- writer's deletion kept as a mark so the thread keeps its place; Markdown rendered when written.
-- Counting skips deleted comments, from an index of the live ones.
DROP INDEX "comments_blog_created_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_blog_threads_idx" ON "comments" USING btree ("blog_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "comments_parent_created_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_blog_live_idx" ON "comments" USING btree ("blog_id") WHERE "comments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_one_pinned_idx" ON "comments" USING btree ("blog_id",coalesce("parent_id", 0)) WHERE "comments"."pinned_at" IS NOT NULL;