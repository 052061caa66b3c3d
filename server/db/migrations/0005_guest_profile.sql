ALTER TABLE "guest_accounts" ADD COLUMN "date_of_birth" text;--> statement-breakpoint
ALTER TABLE "guest_accounts" ADD COLUMN "place_of_origin" text;--> statement-breakpoint
ALTER TABLE "guest_accounts" ADD COLUMN "allergies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_accounts" ADD COLUMN "food_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_accounts" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;