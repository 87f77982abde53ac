ALTER TABLE "recipients" ADD COLUMN "last_assessment_score" integer;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "last_assessment_level" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "check_in_reminder_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "check_in_reminder_at" timestamp with time zone;