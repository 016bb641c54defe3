-- An article's likes and comments are counted in two columns of its row, moved by the very
-- statement that adds or removes a like or a comment (likes-and-saves-repository.ts,
-- comments-repository.ts, account-deletion.ts), in place of the triggers and the striped
-- rows of 0006, 0010 and 0011: the counting is read where it happens. Both columns are filled
-- from the likes and comments there are.
DROP TRIGGER "blog_likes_counts" ON "blog_likes";--> statement-breakpoint
DROP TRIGGER "comments_counts" ON "comments";--> statement-breakpoint
DROP FUNCTION "blog_likes_keep_counts"();--> statement-breakpoint
DROP FUNCTION "comments_keep_counts"();--> statement-breakpoint
DROP TABLE "comment_counts" CASCADE;--> statement-breakpoint
DROP TABLE "like_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "blogs" SET "likes_count" = counted.n
  FROM (SELECT "blog_id", count(*)::int AS n FROM "blog_likes" GROUP BY "blog_id") AS counted
  WHERE "blogs"."id" = counted.blog_id;--> statement-breakpoint
UPDATE "blogs" SET "comments_count" = counted.n
  FROM (SELECT "blog_id", count(*)::int AS n FROM "comments" GROUP BY "blog_id") AS counted
  WHERE "blogs"."id" = counted.blog_id;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_likes_count_check" CHECK ("blogs"."likes_count" >= 0);--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_comments_count_check" CHECK ("blogs"."comments_count" >= 0);
