CREATE TABLE "employee_shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"shift_id" text NOT NULL,
	"target_employee_id" text NOT NULL,
	"employee_id" text,
	"date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spa_appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"treatment_id" text NOT NULL,
	"room_id" text NOT NULL,
	"hotel_room_id" text,
	"stay_id" text,
	"survey_answer_id" text,
	"price" double precision NOT NULL,
	"therapist_id" text,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"length" integer NOT NULL,
	"room_hold" integer NOT NULL,
	"therapist_hold" integer NOT NULL,
	"therapist_driven" boolean NOT NULL,
	"persons" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "spa_room_claims" (
	"room_id" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"appointment_id" text NOT NULL,
	"business_id" text NOT NULL,
	CONSTRAINT "spa_room_claims_room_id_slot_seat_pk" PRIMARY KEY("room_id","slot","seat")
);
--> statement-breakpoint
CREATE TABLE "spa_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"max_persons" integer DEFAULT 1 NOT NULL,
	"cleaning_break" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spa_treatments" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"room_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"length" integer NOT NULL,
	"price" double precision NOT NULL,
	"cleaning_break" integer DEFAULT 0 NOT NULL,
	"therapist_break" integer DEFAULT 0 NOT NULL,
	"max_persons" integer DEFAULT 1 NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"therapist_driven" boolean
);
--> statement-breakpoint
CREATE TABLE "therapist_claims" (
	"employee_id" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"appointment_id" text NOT NULL,
	"business_id" text NOT NULL,
	CONSTRAINT "therapist_claims_employee_id_slot_pk" PRIMARY KEY("employee_id","slot")
);
--> statement-breakpoint
CREATE INDEX "employee_shifts_business_version_idx" ON "employee_shifts" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "employee_shifts_service_date_idx" ON "employee_shifts" USING btree ("service_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_shifts_day_uq" ON "employee_shifts" USING btree ("service_id","target_employee_id","date") WHERE "employee_shifts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "spa_appointments_business_version_idx" ON "spa_appointments" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "spa_appointments_service_time_idx" ON "spa_appointments" USING btree ("service_id","time");--> statement-breakpoint
CREATE INDEX "spa_appointments_hotel_room_idx" ON "spa_appointments" USING btree ("hotel_room_id");--> statement-breakpoint
CREATE INDEX "spa_room_claims_appointment_idx" ON "spa_room_claims" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "spa_rooms_business_version_idx" ON "spa_rooms" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "spa_treatments_business_version_idx" ON "spa_treatments" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "spa_treatments_room_idx" ON "spa_treatments" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "therapist_claims_appointment_idx" ON "therapist_claims" USING btree ("appointment_id");