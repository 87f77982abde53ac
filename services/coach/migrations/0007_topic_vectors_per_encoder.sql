-- Each encoder keeps its own vectors of the library: the encoder server's, and today's local
-- encoder's, which the coach reads with while the server is down.
ALTER TABLE "topic_vectors" DROP CONSTRAINT "topic_vectors_slug_position_pk";--> statement-breakpoint
ALTER TABLE "topic_vectors" ADD CONSTRAINT "topic_vectors_slug_position_embedder_pk" PRIMARY KEY("slug","position","embedder");
