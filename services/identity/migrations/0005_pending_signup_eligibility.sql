ALTER TABLE "pending_signups" ADD COLUMN "eligibility" jsonb;
