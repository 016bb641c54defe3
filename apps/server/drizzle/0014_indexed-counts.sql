-- An article's likes and comments are counted where they are kept, over the indexes
-- blog_likes_blog_idx and comments_blog_created_idx (src/plugins/app/engagement/counts.ts):
-- no row of the article's that every like and comment must update, so likes and comments of
-- one article commit side by side, each durably, instead of taking turns on the article's row.
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_likes_count_check";--> statement-breakpoint
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_comments_count_check";--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "likes_count";--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "comments_count";