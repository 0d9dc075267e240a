CREATE TABLE "incident_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer,
	"clinic_id" integer NOT NULL,
	"location" text NOT NULL,
	"datetime_occurred" timestamp with time zone NOT NULL,
	"event_category" text NOT NULL,
	"event_type" text NOT NULL,
	"description" text NOT NULL,
	"cause" text,
	"action" text,
	"event_outcome" text,
	"further_action" text,
	"additional_order" text,
	"reported_by" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"response_by" uuid,
	"response_timestamp" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "incident_report" ADD CONSTRAINT "incident_report_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report" ADD CONSTRAINT "incident_report_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_report_patient_idx" ON "incident_report" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "incident_report_patient_occurred_idx" ON "incident_report" USING btree ("patient_id","datetime_occurred");--> statement-breakpoint
CREATE INDEX "incident_report_centre_idx" ON "incident_report" USING btree ("clinic_id","id") WHERE patient_id is null;