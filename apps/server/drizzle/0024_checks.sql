-- Checks at the end of an article: each reader's latest answer to each question, and when they
-- last answered an article's questions (its 'checked' progress, beside 'read').
CREATE TABLE "check_answers" (
	"user_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"choice_ids" text[] NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_answers_user_id_blog_id_question_id_pk" PRIMARY KEY("user_id","blog_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "blog_reads" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_answers" ADD CONSTRAINT "check_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_answers" ADD CONSTRAINT "check_answers_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;