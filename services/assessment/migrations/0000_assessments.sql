CREATE TABLE "assessment_answers" (
	"assessment_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	CONSTRAINT "assessment_answers_assessment_id_question_id_pk" PRIMARY KEY("assessment_id","question_id"),
	CONSTRAINT "assessment_answers_score_range" CHECK ("assessment_answers"."score" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"level" text NOT NULL,
	"recommendations" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "assessments_score_range" CHECK ("assessments"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_completed_idx" ON "assessments" USING btree ("user_id","completed_at","seq");