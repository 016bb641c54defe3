-- The language each article is written in (one of the interface's, English by default): pages
-- in the other language mark its title, excerpt and body so, for screen readers and browsers.
ALTER TABLE "blogs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_language_check" CHECK (language IN ('en', 'bn'));