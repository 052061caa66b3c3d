ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_end" timestamp with time zone;