-- Complimentary access: an admin gives an account the subscription, for life or until a date,
-- with a reason; where each active subscription came from is kept. Those active before this
-- were paid for (or set by an admin by hand, which the audit trail tells).
ALTER TABLE "users" ADD COLUMN "subscription_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complimentary_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_source_check" CHECK (subscription_source IN ('paid', 'complimentary'));--> statement-breakpoint
UPDATE "users" SET "subscription_source" = 'paid' WHERE "subscription_status" = 'active';