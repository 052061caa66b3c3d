CREATE TABLE "invoice_counters" (
	"business_id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "invoices" SET "number" = "numbered"."n" FROM (SELECT "id", row_number() OVER (PARTITION BY "business_id" ORDER BY "created_at", "id") AS "n" FROM "invoices") AS "numbered" WHERE "invoices"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("business_id", "last_number") SELECT "business_id", max("number") FROM "invoices" GROUP BY "business_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_business_number_uq" ON "invoices" USING btree ("business_id","number");
