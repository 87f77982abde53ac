CREATE TABLE "guidance_topics" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', body), 'D')) STORED
);
--> statement-breakpoint
CREATE INDEX "guidance_search_idx" ON "guidance_topics" USING gin ("search");
