CREATE TABLE "care_log_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_log_changes" ADD CONSTRAINT "care_log_changes_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_log_changes_idx" ON "care_log_changes" USING btree ("recipient_id","entry_id","changed_at");--> statement-breakpoint
CREATE INDEX "care_log_changes_by_idx" ON "care_log_changes" USING btree ("changed_by");