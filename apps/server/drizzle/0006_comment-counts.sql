-- The number of comments of each article, kept by a trigger: a discussion's total without
-- counting it.
CREATE TABLE "comment_counts" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_counts" ADD CONSTRAINT "comment_counts_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "comments_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counts AS c (blog_id, comments) VALUES (NEW.blog_id, 1)
    ON CONFLICT (blog_id) DO UPDATE SET comments = c.comments + 1;
  ELSE
    -- The article may be going too (cascade): then there is nothing left to count.
    UPDATE comment_counts SET comments = comments - 1 WHERE blog_id = OLD.blog_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_counts" AFTER INSERT OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION comments_keep_counts();--> statement-breakpoint
INSERT INTO "comment_counts" (blog_id, comments)
SELECT blog_id, count(*) FROM "comments" GROUP BY blog_id;
