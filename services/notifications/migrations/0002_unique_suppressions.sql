DROP INDEX "email_suppressions_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_email_scope_key" ON "email_suppressions" USING btree ("email","scope");