ALTER TABLE "blogs" ADD COLUMN "content_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_html_version" integer DEFAULT 0 NOT NULL;