CREATE TABLE "guests" (
	"id" text NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"account_id" text,
	"name" text NOT NULL,
	"country" text,
	"email" text,
	"gender" text,
	"created_at" timestamp with time zone NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_stay" text,
	"stay_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "guests_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "guests_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "guests_business_version_idx" ON "guests" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "guests_stay_ids_idx" ON "guests" USING gin ("stay_ids");