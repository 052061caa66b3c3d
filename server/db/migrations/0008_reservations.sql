CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"length" integer NOT NULL,
	"table_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"room_id" text,
	"stay_id" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "table_claims" (
	"table_id" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"reservation_id" text NOT NULL,
	"business_id" text NOT NULL,
	CONSTRAINT "table_claims_table_id_slot_pk" PRIMARY KEY("table_id","slot")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "table_background" text;--> statement-breakpoint
CREATE INDEX "reservations_business_version_idx" ON "reservations" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "reservations_service_time_idx" ON "reservations" USING btree ("service_id","time");--> statement-breakpoint
CREATE INDEX "reservations_room_idx" ON "reservations" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "table_claims_reservation_idx" ON "table_claims" USING btree ("reservation_id");