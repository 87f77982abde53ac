-- Each medicine with its start and stop dates, and the circle's zone, so that the coach reads one as current only on the days it is taken (care-circle.medicines.for-coach.v2). A copy of the first version held only the names current when it was sent: they stay current, undated, until the circle's next change.
ALTER TABLE "medicine_lists" ADD COLUMN "medicines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "medicine_lists" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "medicine_lists" SET "medicines" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object('name', name, 'startDate', null, 'stopDate', null) ORDER BY position), '[]'::jsonb)
	FROM jsonb_array_elements_text("medicine_names") WITH ORDINALITY AS listed(name, position)
);--> statement-breakpoint
ALTER TABLE "medicine_lists" DROP COLUMN "medicine_names";
