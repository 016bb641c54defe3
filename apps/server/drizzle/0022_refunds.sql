-- Money due back: an over-paid claim keeps the excess, a payment keeps its refund's own transaction ID.
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD COLUMN "refund_trx_id" text;--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "over_paid_poisha" integer;--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type IN ('submitted', 'matched', 'flagged', 'reminded', 'approved', 'rejected', 'withdrawn', 'expired', 'refunded', 'mail-queued'));