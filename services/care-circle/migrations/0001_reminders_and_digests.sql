CREATE TABLE "task_reminders" (
	"task_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_occurrence_kind_user_id_pk" PRIMARY KEY("task_id","occurrence","kind","user_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "update_notices" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "digested_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_reminders_user_idx" ON "task_reminders" USING btree ("user_id");