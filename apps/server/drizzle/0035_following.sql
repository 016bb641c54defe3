-- Following: a reader follows a category or a learning path and hears of each new article
-- there by e-mail, or weekly; each article reaches a follower once (follow_notices).
CREATE TABLE "follow_notices" (
	"user_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_notices_user_id_blog_id_pk" PRIMARY KEY("user_id","blog_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category_id" integer,
	"path_id" integer,
	"mode" text NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_mode_check" CHECK ("follows"."mode" IN ('each', 'weekly')),
	CONSTRAINT "follows_one_target_check" CHECK (("follows"."category_id" IS NULL) <> ("follows"."path_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_category_key" ON "follows" USING btree ("user_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_path_key" ON "follows" USING btree ("user_id","path_id");--> statement-breakpoint
CREATE INDEX "follows_category_idx" ON "follows" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "follows_path_idx" ON "follows" USING btree ("path_id");