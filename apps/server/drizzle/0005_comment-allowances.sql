-- The comment limit kept in one row per user (see comments-repository.ts), filled with the
-- last minute's comments so the limit stays exact across the upgrade.
CREATE TABLE "comment_allowances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"recent" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_allowances" ADD CONSTRAINT "comment_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "comment_allowances" (user_id, recent)
SELECT user_id, array_agg(created_at ORDER BY created_at) FROM "comments"
WHERE user_id IS NOT NULL AND created_at > now() - interval '1 minute'
GROUP BY user_id;
