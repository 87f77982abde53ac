ALTER TABLE "erasure_confirmations" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;
