-- A task's revision and when it last changed: the calendar feed's SEQUENCE and LAST-MODIFIED.
ALTER TABLE "tasks" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every change of a task counts once, whichever statement makes it (an edit, taking it, a canceled date, an erased member).
CREATE FUNCTION "tasks_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_next_revision" BEFORE UPDATE ON "tasks" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "tasks_next_revision"();
