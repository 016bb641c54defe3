-- An article's comment count becomes the sum of up to 16 rows, one per database connection
-- (its process id modulo 16): with one row per article, every comment on a busy discussion
-- waited for the one before it to commit, since each locked the same row until its commit
-- reached the disk. The sum is read by the primary key's range.
ALTER TABLE "comment_counts" DROP CONSTRAINT "comment_counts_pkey";--> statement-breakpoint
ALTER TABLE "comment_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_counts" ADD CONSTRAINT "comment_counts_blog_id_slot_pk" PRIMARY KEY("blog_id","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counts AS c (blog_id, slot, comments)
    VALUES (NEW.blog_id, pg_backend_pid() % 16, 1)
    ON CONFLICT (blog_id, slot) DO UPDATE SET comments = c.comments + 1;
  ELSE
    -- Any row of the article will do: only the sum means anything. The article may be
    -- going too (cascade): then there is nothing left to count.
    INSERT INTO comment_counts AS c (blog_id, slot, comments)
    SELECT OLD.blog_id, pg_backend_pid() % 16, -1 WHERE EXISTS (SELECT 1 FROM blogs WHERE id = OLD.blog_id)
    ON CONFLICT (blog_id, slot) DO UPDATE SET comments = c.comments - 1;
  END IF;
  RETURN NULL;
END
$$;
