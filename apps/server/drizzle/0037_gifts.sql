-- Gifts: a reader pays for someone else's lifetime access. The claim is verified like any
-- other; then a single-use link, valid a year, goes to the recipient, and whoever redeems it
-- gets a subscription whose source is 'gift'. Only the link's hash is kept.
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subscription_source_check";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_transaction_key" ON "gifts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_token_hash_key" ON "gifts" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_source_check" CHECK (subscription_source IN ('paid', 'complimentary', 'gift'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type IN ('submitted', 'matched', 'flagged', 'reminded', 'approved', 'rejected', 'withdrawn', 'expired', 'refunded', 'payment-added', 'mail-queued', 'gift-sent', 'gift-redeemed'));