ALTER TABLE "messages" ADD COLUMN "client_message_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_to" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answering_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_message_idx" ON "messages" USING btree ("user_id","client_message_id");--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to") WHERE reply_to is not null;
