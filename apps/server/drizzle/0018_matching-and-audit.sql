-- Claims are matched with the evidence (one evidence per claim, ever: transactions_evidence_key),
-- readers get a payment reference before paying, and every step of a claim is kept in payment_events.
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_type_check" CHECK (type IN ('submitted', 'matched', 'flagged', 'approved', 'rejected', 'mail-queued'))
);
--> statement-breakpoint
CREATE TABLE "payment_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"rocket_poisha" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "expected_poisha" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "evidence_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "match_rules" jsonb;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_transaction_idx" ON "payment_events" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_code_key" ON "payment_references" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_open_rocket_key" ON "payment_references" USING btree ("rocket_poisha") WHERE "payment_references"."claimed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_references_user_idx" ON "payment_references" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_evidence_id_payment_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."payment_evidence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_evidence_key" ON "transactions" USING btree ("evidence_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_check" CHECK (provider IS NULL OR provider IN ('bkash', 'nagad', 'rocket'));