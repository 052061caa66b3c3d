CREATE SEQUENCE "sync_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"business_id" text,
	"employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"min" integer,
	"max" integer,
	"time_available" jsonb,
	"service_name" text NOT NULL,
	"service_ids" jsonb NOT NULL,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"availability" boolean DEFAULT true NOT NULL,
	"count" integer,
	"modifiers" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"security" text,
	"integration" text DEFAULT 'none' NOT NULL,
	"logo" text,
	"languages" jsonb NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"coordinate_x" double precision NOT NULL,
	"coordinate_y" double precision NOT NULL,
	"capacity" integer NOT NULL,
	"length" jsonb
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"services" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"table_id" text,
	"stay_id" text,
	"room_number" text,
	"reservation_id" text,
	"base_order_id" text,
	"user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"source" text,
	"origin" text NOT NULL,
	"content" jsonb NOT NULL,
	"payment" text NOT NULL,
	"decline_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"image" text,
	"options" jsonb NOT NULL,
	"working_hours" jsonb,
	"shifts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"room_id" text NOT NULL,
	"password" text NOT NULL,
	"checkout" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"check_in" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_uq" ON "accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "categories_business_version_idx" ON "article_categories" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "articles_business_version_idx" ON "articles" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "articles_service_idx" ON "articles" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "tables_business_version_idx" ON "dining_tables" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "employees_business_version_idx" ON "employees" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_business_version_idx" ON "orders" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "orders_service_status_idx" ON "orders" USING btree ("service_id","status");--> statement-breakpoint
CREATE INDEX "orders_base_idx" ON "orders" USING btree ("base_order_id");--> statement-breakpoint
CREATE INDEX "orders_stay_idx" ON "orders" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "rooms_business_version_idx" ON "rooms" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "services_business_version_idx" ON "services" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "stays_business_version_idx" ON "stays" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "stays_room_idx" ON "stays" USING btree ("room_id");