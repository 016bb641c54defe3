-- An article's like count becomes the sum of up to 16 rows, one per database connection (its
-- process id modulo 16), as its comment count did in 0010: kept on the article's own row, every
-- like of a busy article waited for the one before it to commit, and that waiting cost the
-- database more than the likes themselves. A trigger keeps the rows, so a like removed by a
-- cascade (an account deleted) moves the count too.
CREATE TABLE "like_counts" (
	"blog_id" integer NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "like_counts_blog_id_slot_pk" PRIMARY KEY("blog_id","slot")
);
--> statement-breakpoint
ALTER TABLE "like_counts" ADD CONSTRAINT "like_counts_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "like_counts" ("blog_id", "slot", "likes")
  SELECT "blog_id", 0, count(*) FROM "blog_likes" GROUP BY "blog_id";--> statement-breakpoint
CREATE FUNCTION "blog_likes_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO like_counts AS c (blog_id, slot, likes)
    VALUES (NEW.blog_id, pg_backend_pid() % 16, 1)
    ON CONFLICT (blog_id, slot) DO UPDATE SET likes = c.likes + 1;
  ELSE
    -- Any row of the article will do: only the sum means anything. The article may be
    -- going too (cascade): then there is nothing left to count.
    INSERT INTO like_counts AS c (blog_id, slot, likes)
    SELECT OLD.blog_id, pg_backend_pid() % 16, -1 WHERE EXISTS (SELECT 1 FROM blogs WHERE id = OLD.blog_id)
    ON CONFLICT (blog_id, slot) DO UPDATE SET likes = c.likes - 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_likes_counts" AFTER INSERT OR DELETE ON "blog_likes"
  FOR EACH ROW EXECUTE FUNCTION blog_likes_keep_counts();--> statement-breakpoint
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_likes_count_check";--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "likes_count";
