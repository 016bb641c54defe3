-- Review reminders: readers who asked for the daily e-mail of due review questions (and the day of the last
-- one); mail can carry headers of its own (List-Unsubscribe).
CREATE TABLE "review_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminded_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;