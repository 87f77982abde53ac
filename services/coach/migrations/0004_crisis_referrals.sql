CREATE TABLE "crisis_referrals" (
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "crisis_referrals_month_kind_level_pk" PRIMARY KEY("month","kind","level"),
	CONSTRAINT "crisis_referrals_month_format" CHECK ("crisis_referrals"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "crisis_referrals_level" CHECK ("crisis_referrals"."level" in ('emergency', 'concern')),
	CONSTRAINT "crisis_referrals_count_positive" CHECK ("crisis_referrals"."count" > 0)
);
