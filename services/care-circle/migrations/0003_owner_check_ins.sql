CREATE TABLE "caregiver_check_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
