CREATE TABLE "info_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"store_id" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" double precision,
	"website" text,
	"contact" text DEFAULT '' NOT NULL,
	"maps_link" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "info_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"website" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "infos" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"service_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"image" text,
	"link" text
);
--> statement-breakpoint
CREATE INDEX "info_offers_business_version_idx" ON "info_offers" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "info_offers_service_idx" ON "info_offers" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "info_offers_store_idx" ON "info_offers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "info_stores_business_version_idx" ON "info_stores" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "info_stores_service_idx" ON "info_stores" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "infos_business_version_idx" ON "infos" USING btree ("business_id","version");--> statement-breakpoint
CREATE INDEX "infos_service_idx" ON "infos" USING btree ("service_id");