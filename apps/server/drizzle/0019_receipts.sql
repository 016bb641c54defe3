-- Verified payments get numbered receipts (those verified before get theirs in the order they were
-- verified), and a mail can carry files (the receipt's PDF).
CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_number_key" ON "transactions" USING btree ("receipt_number");--> statement-breakpoint
UPDATE "transactions" t SET "receipt_number" = n.num FROM (SELECT "id", row_number() OVER (ORDER BY "reviewed_at", "id") AS num FROM "transactions" WHERE "status" = 'approved') n WHERE t."id" = n."id";--> statement-breakpoint
SELECT setval('receipt_numbers', COALESCE((SELECT max("receipt_number") FROM "transactions"), 0) + 1, false);
