CREATE TABLE "administrators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);
