-- Each member's own quiet hours (on their own clock): reminders wait from quiet_from until quiet_until.
ALTER TABLE "members" ADD COLUMN "quiet_from" smallint DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "quiet_until" smallint DEFAULT 8 NOT NULL;