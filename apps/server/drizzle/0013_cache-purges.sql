-- Purges of the caches in front of the servers (Varnish, Fastly, Cloudflare) wait here until
-- taken, so one that fails is retried rather than lost (docs/decisions/0015).
CREATE TABLE "cache_purges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cache_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"keys" text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_purges_next_attempt_idx" ON "cache_purges" USING btree ("next_attempt_at");