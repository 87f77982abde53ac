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
ALTER TABLE "health_settings" ADD COLUMN "visit_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_summary_links" ADD CONSTRAINT "visit_summary_links_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_summary_links_circle_idx" ON "visit_summary_links" USING btree ("recipient_id");