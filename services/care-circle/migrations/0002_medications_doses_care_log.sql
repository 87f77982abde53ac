CREATE TABLE "care_log_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reading" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"logged_by" uuid,
	"logged_by_name" text,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dose_notices" (
	"medication_id" uuid NOT NULL,
	"scheduled_for" text NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dose_notices_medication_id_scheduled_for_kind_audience_pk" PRIMARY KEY("medication_id","scheduled_for","kind","audience")
);
--> statement-breakpoint
CREATE TABLE "doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"scheduled_for" text,
	"status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"logged_by" uuid,
	"logged_by_name" text,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"action" text NOT NULL,
	"subject_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_settings" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"log_ranges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visit_questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"medication_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"form" text,
	"dose_amount" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"purpose" text,
	"prescriber" text,
	"pharmacy" text,
	"start_date" text,
	"stop_date" text,
	"supply_on_hand" double precision,
	"refill_date" text,
	"refill_reminder_days" integer DEFAULT 7 NOT NULL,
	"notes" text,
	"critical" boolean DEFAULT false NOT NULL,
	"missed_after_minutes" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_dose_positive" CHECK ("medications"."dose_amount" > 0),
	CONSTRAINT "medications_missed_window" CHECK ("medications"."missed_after_minutes" between 15 and 240)
);
--> statement-breakpoint
CREATE TABLE "refill_notices" (
	"medication_id" uuid NOT NULL,
	"refill_by" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_notices_medication_id_refill_by_user_id_pk" PRIMARY KEY("medication_id","refill_by","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_summary_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "visit_summary_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "dose_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "care_log_entries" ADD CONSTRAINT "care_log_entries_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_notices" ADD CONSTRAINT "dose_notices_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doses" ADD CONSTRAINT "doses_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doses" ADD CONSTRAINT "doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_audit" ADD CONSTRAINT "health_audit_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_settings" ADD CONSTRAINT "health_settings_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_changes" ADD CONSTRAINT "medication_changes_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_notices" ADD CONSTRAINT "refill_notices_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summary_links" ADD CONSTRAINT "visit_summary_links_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_log_circle_idx" ON "care_log_entries" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE INDEX "care_log_logged_by_idx" ON "care_log_entries" USING btree ("logged_by");--> statement-breakpoint
CREATE UNIQUE INDEX "doses_one_per_scheduled" ON "doses" USING btree ("medication_id","scheduled_for") WHERE "doses"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "doses_circle_idx" ON "doses" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE INDEX "doses_logged_by_idx" ON "doses" USING btree ("logged_by");--> statement-breakpoint
CREATE INDEX "health_audit_circle_idx" ON "health_audit" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE INDEX "health_audit_user_idx" ON "health_audit" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "medication_changes_idx" ON "medication_changes" USING btree ("medication_id","changed_at");--> statement-breakpoint
CREATE INDEX "medication_changes_by_idx" ON "medication_changes" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "medications_circle_idx" ON "medications" USING btree ("recipient_id","name");--> statement-breakpoint
CREATE INDEX "refill_notices_user_idx" ON "refill_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visit_summary_links_circle_idx" ON "visit_summary_links" USING btree ("recipient_id");