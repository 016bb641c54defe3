-- A received message whose balance does not follow from the previous one is flagged with the balance expected.
ALTER TABLE "payment_evidence" ADD COLUMN "expected_balance_poisha" integer;