-- Learning paths (ordered articles) and reading progress kept in blog_reads: how far down
-- an article the reader was, and when they finished it. Until now opening an article was
-- reading it, so the articles already opened count as read.
CREATE TABLE "learning_path_steps" (
	"path_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "learning_path_steps_path_id_blog_id_pk" PRIMARY KEY("path_id","blog_id")
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_paths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"cover_blog_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_level_check" CHECK (level IN ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "blog_reads" ADD COLUMN "position" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_reads" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_reads" SET "read_at" = "first_read_at";--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_cover_blog_id_blogs_id_fk" FOREIGN KEY ("cover_blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_path_steps_position_key" ON "learning_path_steps" USING btree ("path_id","position");--> statement-breakpoint
CREATE INDEX "learning_path_steps_blog_idx" ON "learning_path_steps" USING btree ("blog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_paths_slug_key" ON "learning_paths" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "blog_reads" ADD CONSTRAINT "blog_reads_position_check" CHECK ("blog_reads"."position" BETWEEN 0 AND 1);