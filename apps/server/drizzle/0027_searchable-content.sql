-- The body as readers get it, without the ```quiz block, is what full-text search indexes and quotes:
-- a question's answers and explanations are not to be found by searching. Existing articles keep
-- their body (null stands for `content`); the next save writes it.
ALTER TABLE "blogs" ADD COLUMN "searchable_content" text;--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "search_content";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_content" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("blogs"."searchable_content", "blogs"."content", ''))) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_content_idx" ON "blogs" USING gin ("search_content") WITH (fastupdate=false);
