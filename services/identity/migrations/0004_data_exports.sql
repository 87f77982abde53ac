CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"document" jsonb
);
--> statement-breakpoint
CREATE TABLE "data_export_parts" (
	"export_id" uuid NOT NULL,
	"service" text NOT NULL,
	"part" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_export_parts_export_id_service_pk" PRIMARY KEY("export_id","service")
);
--> statement-breakpoint
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_export_id_data_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");
