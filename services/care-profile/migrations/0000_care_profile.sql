CREATE TABLE "care_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"conditions" text[] NOT NULL,
	"insurance_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notifications" boolean NOT NULL,
	"sms_notifications" boolean NOT NULL,
	"push_notifications" boolean NOT NULL,
	"tip_notifications" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_results" (
	"user_id" uuid NOT NULL,
	"program_type" text NOT NULL,
	"eligibility_score" integer NOT NULL,
	"status" text DEFAULT 'assessed' NOT NULL,
	"answers" jsonb NOT NULL,
	"answers_key" text NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eligibility_results_user_id_program_type_pk" PRIMARY KEY("user_id","program_type")
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email" text NOT NULL,
	"scope" text NOT NULL,
	"user_id" uuid,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_email_scope_pk" PRIMARY KEY("email","scope")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"name" text DEFAULT '' NOT NULL,
	"location" text,
	"phone_number" text,
	"is_onboarding_complete" boolean DEFAULT false NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"agreed_to_terms_at" timestamp with time zone,
	"agreed_to_privacy_at" timestamp with time zone,
	"consented_to_data_usage_at" timestamp with time zone,
	"care_coach_avatar" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "care_recipients_user_idx" ON "care_recipients" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_unsubscribes_user_idx" ON "email_unsubscribes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles" USING btree ("email");