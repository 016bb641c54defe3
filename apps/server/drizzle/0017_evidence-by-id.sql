-- Evidence is looked up by transaction ID in any case, as claims are: the ID leads its index.
DROP INDEX "payment_evidence_provider_trx_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_evidence_trx_id_provider_key" ON "payment_evidence" USING btree (lower("trx_id"),"provider");