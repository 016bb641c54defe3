-- A payment names the claim it paid for (payment_evidence.transaction_id), so a claim that arrived short can be
-- completed by payments the reader adds (added_payments); transactions.evidence_id moves over and goes.
CREATE TABLE "added_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "added_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"trx_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_evidence_id_payment_evidence_id_fk";
--> statement-breakpoint
DROP INDEX "transactions_evidence_key";--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
ALTER TABLE "added_payments" ADD CONSTRAINT "added_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "added_payments_trx_id_key" ON "added_payments" USING btree (lower("trx_id"));--> statement-breakpoint
CREATE INDEX "added_payments_transaction_idx" ON "added_payments" USING btree ("transaction_id","id");--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_evidence_transaction_idx" ON "payment_evidence" USING btree ("transaction_id");--> statement-breakpoint
UPDATE "payment_evidence" SET "transaction_id" = "transactions"."id" FROM "transactions" WHERE "transactions"."evidence_id" = "payment_evidence"."id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "evidence_id";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type IN ('submitted', 'matched', 'flagged', 'reminded', 'approved', 'rejected', 'withdrawn', 'expired', 'refunded', 'payment-added', 'mail-queued'));