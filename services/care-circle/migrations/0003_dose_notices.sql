CREATE TABLE "dose_notices" (
	"medication_id" uuid NOT NULL,
	"scheduled_for" text NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dose_notices_medication_id_scheduled_for_kind_audience_pk" PRIMARY KEY("medication_id","scheduled_for","kind","audience")
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
ALTER TABLE "members" ADD COLUMN "dose_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dose_notices" ADD CONSTRAINT "dose_notices_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_notices" ADD CONSTRAINT "refill_notices_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refill_notices_user_idx" ON "refill_notices" USING btree ("user_id");