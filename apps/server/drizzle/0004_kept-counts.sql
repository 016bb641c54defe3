-- Article counts per category kept by triggers (lists and statistics stop counting the archive),
-- search indexes without a pending list (every article searchable through its index at once),
-- and the indexes the category list and the comment pages read in order.
CREATE TABLE "category_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"articles" integer DEFAULT 0 NOT NULL,
	"premium" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"published_premium" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "comments_user_idx";--> statement-breakpoint
DROP INDEX "blogs_category_created_idx";--> statement-breakpoint
DROP INDEX "blogs_search_public_idx";--> statement-breakpoint
DROP INDEX "blogs_search_content_idx";--> statement-breakpoint
DROP INDEX "comments_blog_created_idx";--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_user_created_idx" ON "comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "blogs_category_created_idx" ON "blogs" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_search_public_idx" ON "blogs" USING gin ("search_public") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "blogs_search_content_idx" ON "blogs" USING gin ("search_content") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "comments_blog_created_idx" ON "comments" USING btree ("blog_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Adds `sign` times one article (with its premium and published flags) to its category's counts.
CREATE FUNCTION "category_counts_add"(category integer, sign integer, premium boolean, published boolean)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_counts AS c (category_id, articles, premium, published, published_premium)
  VALUES (category, sign, sign * premium::int, sign * published::int, sign * (premium AND published)::int)
  ON CONFLICT (category_id) DO UPDATE SET
    articles = c.articles + excluded.articles,
    premium = c.premium + excluded.premium,
    published = c.published + excluded.published,
    published_premium = c.published_premium + excluded.published_premium
$$;--> statement-breakpoint
CREATE FUNCTION "blogs_keep_category_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM category_counts_add(OLD.category_id, -1, OLD.is_premium, OLD.is_published);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM category_counts_add(NEW.category_id, 1, NEW.is_premium, NEW.is_published);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_category_counts_insert_delete" AFTER INSERT OR DELETE ON "blogs"
  FOR EACH ROW EXECUTE FUNCTION blogs_keep_category_counts();--> statement-breakpoint
-- Only the three columns that move counts: a like's update of likes_count fires nothing.
CREATE TRIGGER "blogs_category_counts_update" AFTER UPDATE OF category_id, is_premium, is_published ON "blogs"
  FOR EACH ROW WHEN (
    OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.is_premium IS DISTINCT FROM NEW.is_premium
    OR OLD.is_published IS DISTINCT FROM NEW.is_published
  ) EXECUTE FUNCTION blogs_keep_category_counts();--> statement-breakpoint
INSERT INTO "category_counts" (category_id, articles, premium, published, published_premium)
SELECT category_id, count(*), count(*) FILTER (WHERE is_premium), count(*) FILTER (WHERE is_published),
  count(*) FILTER (WHERE is_premium AND is_published)
FROM "blogs" GROUP BY category_id;
