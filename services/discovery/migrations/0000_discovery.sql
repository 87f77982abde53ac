CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"url" text NOT NULL,
	"canonical_url" text NOT NULL,
	"title" text NOT NULL,
	"headings" jsonb NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(text, '')), 'B')) STORED NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_job_id" uuid,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"trigger_key" text,
	"requested_by" uuid,
	"counts" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "source_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"notes" text,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"category" text NOT NULL,
	"crawl_depth" integer NOT NULL,
	"crawl_frequency" text NOT NULL,
	"allowed_patterns" jsonb NOT NULL,
	"blocked_patterns" jsonb NOT NULL,
	"robots_txt_compliant" boolean NOT NULL,
	"tos_reviewed" boolean NOT NULL,
	"legal_review_notes" text,
	"approval_status" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_audit" ADD CONSTRAINT "source_audit_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_source_canonical_key" ON "documents" USING btree ("source_id","canonical_url");--> statement-breakpoint
CREATE INDEX "documents_source_hash_idx" ON "documents" USING btree ("source_id","content_hash");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_source_idx" ON "jobs" USING btree ("source_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_trigger_key" ON "jobs" USING btree ("trigger_key");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_per_source" ON "jobs" USING btree ("source_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "source_audit_source_idx" ON "source_audit" USING btree ("source_id","at");--> statement-breakpoint
CREATE INDEX "source_audit_actor_idx" ON "source_audit" USING btree ("actor_id");