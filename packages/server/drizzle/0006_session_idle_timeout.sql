ALTER TABLE "login_session" ADD COLUMN "last_seen_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_session" ADD COLUMN "idle_minutes" integer;