CREATE TABLE "calendar_feeds" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"recipient_name" text NOT NULL,
	"time_zone" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"update_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hearts" (
	"update_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "hearts_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"inviter_name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"recipient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_recipient_id_user_id_pk" PRIMARY KEY("recipient_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text,
	"notes" text,
	"recurrence" jsonb,
	"cancelled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignee_user_id" uuid,
	"created_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_duration_range" CHECK ("tasks"."duration_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearts" ADD CONSTRAINT "hearts_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_recipient_id_circles_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."circles"("recipient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_member" ON "calendar_feeds" USING btree ("recipient_id","user_id");--> statement-breakpoint
CREATE INDEX "comments_update_idx" ON "comments" USING btree ("update_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "hearts_user_idx" ON "hearts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_circle_idx" ON "invitations" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_owner" ON "members" USING btree ("recipient_id") WHERE "members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "tasks_circle_idx" ON "tasks" USING btree ("recipient_id","starts_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "updates_circle_idx" ON "updates" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "updates_author_idx" ON "updates" USING btree ("author_user_id");