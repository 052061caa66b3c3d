CREATE TABLE "survey_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"stay_id" text,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"when_to_ask" text NOT NULL,
	"service_id" text,
	"required" boolean,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_stay_uq" ON "survey_answers" USING btree ("survey_id","stay_id");--> statement-breakpoint
CREATE INDEX "survey_answers_business_idx" ON "survey_answers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_business_version_idx" ON "surveys" USING btree ("business_id","version");