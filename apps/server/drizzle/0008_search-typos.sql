-- Trigram matching (pg_trgm, a contrib extension PostgreSQL and PGlite both ship) for
-- searches with a typo: titles and tags only, never bodies.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "blogs_title_tags_trgm_idx" ON "blogs" USING gin (lower("title" || ' ' || "tags") gin_trgm_ops) WITH (fastupdate=false);
