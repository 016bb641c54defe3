-- Certificates for completed learning paths: a permanent random id, the name and the path as they were.
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path_id" integer,
	"recipient_name" text NOT NULL,
	"path_title" text NOT NULL,
	"path_slug" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_path_key" ON "certificates" USING btree ("user_id","path_id");