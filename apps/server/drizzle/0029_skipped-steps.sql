-- A step of a path can be skipped: a state of its own, beside read, that reading the article clears.
ALTER TABLE "blog_reads" ADD COLUMN "skipped_at" timestamp with time zone;