-- An article's history: every saved version of its title, text and tags (who, when, what
-- changed), restorable; and the 'Reviewed on' / 'Tested with' readers see. An article written
-- before this keeps its current version as a revision at its first edit.
CREATE TABLE "blog_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text NOT NULL,
	"summary" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "tested_with" text;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_revisions_blog_idx" ON "blog_revisions" USING btree ("blog_id","id" DESC NULLS FIRST);