-- The payment desk's evidence ledger: what each wallet received, one row per provider and
-- transaction ID whichever way it was told (an admin's paste of SMS texts, a statement, the
-- forwarding app), and the evidence that could not be read, kept with its reason. Amounts in
-- poisha so sums are exact. webhook_deliveries keeps the forwarding app's recent signatures,
-- so a delivery sent again is refused.
CREATE TABLE "payment_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"trx_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"sender" text,
	"receiving_number" text,
	"reference" text,
	"received_at" timestamp with time zone,
	"balance_poisha" integer,
	"raw" text NOT NULL,
	"source" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_evidence_provider_check" CHECK (provider IN ('bkash', 'nagad', 'rocket')),
	CONSTRAINT "payment_evidence_source_check" CHECK (source IN ('sms', 'statement', 'webhook')),
	CONSTRAINT "payment_evidence_amount_check" CHECK ("payment_evidence"."amount_poisha" > 0)
);
--> statement-breakpoint
CREATE TABLE "unreadable_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unreadable_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raw" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"signature" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreadable_evidence" ADD CONSTRAINT "unreadable_evidence_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_evidence_provider_trx_id_key" ON "payment_evidence" USING btree ("provider",upper("trx_id"));