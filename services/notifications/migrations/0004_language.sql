ALTER TABLE "notifications" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;