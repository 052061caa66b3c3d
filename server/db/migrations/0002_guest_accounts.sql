CREATE TABLE "guest_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"country" text,
	"gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_accounts_email_uq" ON "guest_accounts" USING btree (lower("email"));