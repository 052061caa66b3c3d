CREATE TABLE "discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount" integer DEFAULT 10 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"type" text NOT NULL,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"type" text NOT NULL,
	"link" text NOT NULL,
	"discount_id" text,
	"image" text
);
--> statement-breakpoint
CREATE INDEX "discounts_business_version_idx" ON "discounts" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "promotions_business_version_idx" ON "promotions" USING btree ("business_id","version");