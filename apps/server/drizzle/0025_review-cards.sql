-- Review cards: each question a reader missed in an article's checks, with its spaced-repetition state
-- (FSRS) and when it is next due.
CREATE TABLE "review_cards" (
	"user_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"card" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_blog_id_question_id_pk" PRIMARY KEY("user_id","blog_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due_at");