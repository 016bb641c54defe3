-- Comments written before Markdown were plain text, shown as written with their line breaks:
-- their HTML is that text, escaped, in one paragraph. Every comment then has its HTML, written
-- once, and none is rendered when read.
UPDATE "comments"
SET "content_html" = '<p>' || replace(replace(replace("content", '&', '&#x26;'), '<', '&#x3C;'), E'\n', E'<br>\n') || '</p>'
WHERE "content_html" IS NULL;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "content_html" SET NOT NULL;
