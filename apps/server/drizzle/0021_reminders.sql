ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type IN ('submitted', 'matched', 'flagged', 'reminded', 'approved', 'rejected', 'withdrawn', 'expired', 'mail-queued'));