ALTER TABLE "guidance_topics" ADD COLUMN "title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guidance_topics" ADD COLUMN "keywords_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guidance_topics" ADD COLUMN "body_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guidance_topics" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', title_es), 'A') || setweight(to_tsvector('spanish', keywords_es), 'B') || setweight(to_tsvector('spanish', body_es), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "guidance_search_es_idx" ON "guidance_topics" USING gin ("search_es");--> statement-breakpoint
-- Topics seeded before this migration have no Spanish or examples: the next start rewrites them.
UPDATE "guidance_topics" SET "content_hash" = '';--> statement-breakpoint
CREATE TABLE "topic_vectors" (
	"slug" text NOT NULL REFERENCES "guidance_topics"("slug") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"language" text NOT NULL,
	"text_hash" text NOT NULL,
	"embedder" text NOT NULL,
	"vector" bytea NOT NULL,
	CONSTRAINT "topic_vectors_slug_position_pk" PRIMARY KEY("slug","position")
);--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD COLUMN "vector" bytea;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD COLUMN "embedder" text;
