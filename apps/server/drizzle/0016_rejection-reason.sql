-- Why an admin rejected a payment, in words the reader sees on the dashboard and in the mail.
ALTER TABLE "transactions" ADD COLUMN "rejection_reason" text;