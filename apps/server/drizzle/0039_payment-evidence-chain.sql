-- Deliveries of the forwarding app are remembered by a hash of their timestamp and body, not by
-- the signature as spelt; the signatures kept so far (ten minutes' worth) are let go.
ALTER TABLE "webhook_deliveries" RENAME COLUMN "signature" TO "delivery_hash";--> statement-breakpoint
DELETE FROM "webhook_deliveries";--> statement-breakpoint
-- What is known of each payment's balance: a full match needs a known one.
ALTER TABLE "payment_evidence" ADD COLUMN "balance_state" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_evidence_wallet_idx" ON "payment_evidence" USING btree ("provider",coalesce("receiving_number", ''),"received_at","id");--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_balance_state_check" CHECK (balance_state IN ('confirmed', 'follows', 'no-balance', 'no-time', 'first', 'break', 'unconfirmed'));--> statement-breakpoint
-- Payments recorded before: an admin's approval or a statement vouched for some; the rest say
-- what they lack, and an admin's next look starts each wallet's chain.
UPDATE "payment_evidence" AS e SET "balance_state" = CASE
  WHEN e."source" = 'statement' OR EXISTS (
    SELECT 1 FROM "transactions" AS t
    WHERE t."id" = e."transaction_id" AND t."status" = 'approved' AND t."reviewed_by" IS NOT NULL
  ) THEN 'confirmed'
  WHEN e."received_at" IS NULL THEN 'no-time'
  WHEN e."balance_poisha" IS NULL THEN 'no-balance'
  WHEN e."expected_balance_poisha" IS NOT NULL THEN 'break'
  ELSE 'unconfirmed'
END;
