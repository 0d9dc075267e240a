CREATE TABLE "incident_response" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_report_id" integer NOT NULL,
	"cause" text,
	"action" text,
	"event_outcome" text,
	"further_action" text,
	"additional_order" text,
	"response_by" uuid NOT NULL,
	"response_timestamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_response" ADD CONSTRAINT "incident_response_incident_report_id_incident_report_id_fk" FOREIGN KEY ("incident_report_id") REFERENCES "public"."incident_report"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_response_report_idx" ON "incident_response" USING btree ("incident_report_id","id");--> statement-breakpoint
-- Issue 27: a report held one response, overwritten by the next. Each report that was answered keeps that
-- response as its first entry, with its author and time (both were always set together with a response; the
-- fallbacks only guard a row written by hand), before the report's own response columns go.
INSERT INTO "incident_response" ("incident_report_id", "cause", "action", "event_outcome", "further_action", "additional_order", "response_by", "response_timestamp")
SELECT "id", "cause", "action", "event_outcome", "further_action", "additional_order", coalesce("response_by", "created_by"), coalesce("response_timestamp", "updated_on")
FROM "incident_report"
WHERE "response_timestamp" IS NOT NULL OR "response_by" IS NOT NULL
   OR coalesce("cause", "action", "event_outcome", "further_action", "additional_order") IS NOT NULL
ORDER BY "id";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "cause";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "action";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "event_outcome";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "further_action";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "additional_order";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "response_by";--> statement-breakpoint
ALTER TABLE "incident_report" DROP COLUMN "response_timestamp";