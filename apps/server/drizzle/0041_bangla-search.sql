-- Search reads Bangla as its writers type it: title, tags, excerpt and body are searched with
-- their two spellings of a letter made one (NFC, khanda ta) and the zero-width joiners dropped,
-- as the reader's words are (packages/shared/src/content/search-text.ts). PostgreSQL 15 cannot
-- change a generated column's expression: the columns are made again, and their indexes.
ALTER TABLE "blogs" drop column "search_public";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_public" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(normalize(replace(coalesce("blogs"."title", ''), U&'\09a4\09cd\200d', U&'\09ce'), NFC), U&'\200c\200d', '')), 'A') || setweight(to_tsvector('english', translate(normalize(replace(coalesce("blogs"."tags", ''), U&'\09a4\09cd\200d', U&'\09ce'), NFC), U&'\200c\200d', '')), 'B') || setweight(to_tsvector('english', translate(normalize(replace(coalesce("blogs"."excerpt", ''), U&'\09a4\09cd\200d', U&'\09ce'), NFC), U&'\200c\200d', '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "blogs" drop column "search_content";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_content" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', translate(normalize(replace(coalesce("blogs"."searchable_content", "blogs"."content", ''), U&'\09a4\09cd\200d', U&'\09ce'), NFC), U&'\200c\200d', ''))) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_public_idx" ON "blogs" USING gin ("search_public") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "blogs_search_content_idx" ON "blogs" USING gin ("search_content") WITH (fastupdate=false);