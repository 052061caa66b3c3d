CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"stay_id" text NOT NULL,
	"lang" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "service_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "arrival" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_stay_uq" ON "invoices" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "tickets_business_version_idx" ON "tickets" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "tickets_room_idx" ON "tickets" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_external_id_uq" ON "rooms" USING btree ("business_id","external_id") WHERE "rooms"."external_id" IS NOT NULL;--> statement-breakpoint
-- Stays checked in before this migration start on their check-in day.
UPDATE "stays" SET "arrival" = to_char("check_in" AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE "arrival" IS NULL AND "check_in" IS NOT NULL;--> statement-breakpoint
-- At most one checked-in stay per room from now on: older duplicates (if any) count as checked out.
UPDATE "stays" SET "checked_out_at" = now(), "check_in" = NULL, "version" = nextval('sync_version') WHERE "check_in" IS NOT NULL AND EXISTS (SELECT 1 FROM "stays" AS "newer" WHERE "newer"."room_id" = "stays"."room_id" AND "newer"."check_in" IS NOT NULL AND ("newer"."check_in", "newer"."id") > ("stays"."check_in", "stays"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "stays_room_checked_in_uq" ON "stays" USING btree ("room_id") WHERE "stays"."check_in" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stays_external_id_uq" ON "stays" USING btree ("business_id","external_id") WHERE "stays"."external_id" IS NOT NULL;