-- The recipients' current medicines by name, copied from care-circle while each owner allows it.
CREATE TABLE "medicine_lists" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"recipient_name" text NOT NULL,
	"medicine_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"member_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "medicine_lists_members_idx" ON "medicine_lists" USING gin ("member_user_ids");
