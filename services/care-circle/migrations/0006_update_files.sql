CREATE TABLE "update_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"update_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "update_files" ADD CONSTRAINT "update_files_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_files" ADD CONSTRAINT "update_files_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "update_files_update" ON "update_files" USING btree ("update_id");--> statement-breakpoint
CREATE INDEX "update_files_uploader_idx" ON "update_files" USING btree ("uploaded_by");