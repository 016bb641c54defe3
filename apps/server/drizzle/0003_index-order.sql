-- ORDER BY x DESC means NULLS FIRST in PostgreSQL; the indexes said NULLS LAST, so no query
-- could read its rows in index order (a sort over every row instead). Rebuilt to match.
DROP INDEX "blog_saves_user_created_idx";--> statement-breakpoint
DROP INDEX "blogs_published_created_idx";--> statement-breakpoint
DROP INDEX "blogs_category_created_idx";--> statement-breakpoint
DROP INDEX "comments_blog_created_idx";--> statement-breakpoint
DROP INDEX "transactions_status_created_idx";--> statement-breakpoint
DROP INDEX "transactions_user_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
CREATE INDEX "blog_saves_user_created_idx" ON "blog_saves" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_published_created_idx" ON "blogs" USING btree ("is_published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_category_created_idx" ON "blogs" USING btree ("category_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_blog_created_idx" ON "comments" USING btree ("blog_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);