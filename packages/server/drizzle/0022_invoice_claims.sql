ALTER TABLE "dialysis_invoice" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "qb_access" ADD COLUMN "provider_state" text DEFAULT 'CONNECTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_access" ADD COLUMN "provider_state_on" timestamp with time zone;