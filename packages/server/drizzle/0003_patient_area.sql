CREATE TABLE "allergy" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"known_date" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hospital_summary" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_id_hosp" text,
	"patient_id" integer NOT NULL,
	"clinic_id" integer,
	"staff_account_id" uuid,
	"admit_timestamp" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"observation" text,
	"assessment" text,
	"plan" text,
	"notes" text,
	"leave_timestamp" timestamp with time zone,
	"no_of_days" integer,
	"location" text,
	"reason" text,
	"hospital_main" text,
	"hospital_reason" text,
	"diagnosis" text,
	"outcome" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medical_milestone" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"milestone" text NOT NULL,
	"note" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medication" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_id" text,
	"patient_id" integer NOT NULL,
	"medication" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"dose" text,
	"route" text,
	"freq" text,
	"start" date,
	"end" date,
	"note" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medication_administered" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_id" text,
	"patient_id" integer NOT NULL,
	"dialysis_id" integer,
	"dialysis_interval_id" integer,
	"medication" text NOT NULL,
	"dose" text NOT NULL,
	"route" text NOT NULL,
	"freq" text NOT NULL,
	"given_by" uuid NOT NULL,
	"witnessed_by" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_account_id" uuid,
	"patient_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text,
	"file_key" text NOT NULL,
	"file_bucket" text,
	"file_region" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "access_id_pt" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "first_dialysis_hospital" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "first_dialysis_hospital_date" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "referring_source_start" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "referring_source_end" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "travel_type" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "schedule_pattern" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "schedule_session" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "accommodation" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "phone_no" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "home_no" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "nok_name" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "nok_phone_no" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "nok_address" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "nok_relation" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "mobility_status" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "diabetic_status" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "smoker" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "alcohol" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "amputee" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "wheelchair_weight" integer;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "medical_alert" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "social_worker" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "vwo_support" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "first_consult_date" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "desrd" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "dexit" date;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "rexit" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "hep_b" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "f_hep_b" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "f_hcv" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "f_hiv" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "f_access" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "comanaging" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "procedure" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "medication" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "vaccination" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "history" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "cause_of_kidney_failure" text;--> statement-breakpoint
ALTER TABLE "allergy" ADD CONSTRAINT "allergy_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_summary" ADD CONSTRAINT "hospital_summary_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_summary" ADD CONSTRAINT "hospital_summary_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_milestone" ADD CONSTRAINT "medical_milestone_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication" ADD CONSTRAINT "medication_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administered" ADD CONSTRAINT "medication_administered_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administered" ADD CONSTRAINT "medication_administered_dialysis_id_dialysis_id_fk" FOREIGN KEY ("dialysis_id") REFERENCES "public"."dialysis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_administered" ADD CONSTRAINT "medication_administered_dialysis_interval_id_dialysis_interval_id_fk" FOREIGN KEY ("dialysis_interval_id") REFERENCES "public"."dialysis_interval"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_document" ADD CONSTRAINT "patient_document_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allergy_patient_idx" ON "allergy" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "hospital_summary_patient_idx" ON "hospital_summary" USING btree ("patient_id","type","admit_timestamp");--> statement-breakpoint
CREATE INDEX "hospital_summary_clinic_idx" ON "hospital_summary" USING btree ("clinic_id","admit_timestamp");--> statement-breakpoint
CREATE INDEX "hospital_summary_staff_idx" ON "hospital_summary" USING btree ("staff_account_id","admit_timestamp");--> statement-breakpoint
CREATE INDEX "medical_milestone_patient_idx" ON "medical_milestone" USING btree ("patient_id","timestamp");--> statement-breakpoint
CREATE INDEX "medication_patient_idx" ON "medication" USING btree ("patient_id","end");--> statement-breakpoint
CREATE INDEX "medication_administered_patient_idx" ON "medication_administered" USING btree ("patient_id","created_on");--> statement-breakpoint
CREATE INDEX "patient_document_patient_idx" ON "patient_document" USING btree ("patient_id","created_on");--> statement-breakpoint
CREATE INDEX "patient_referring_source_trgm_idx" ON "patient" USING gin ("referring_source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_referrer_trgm_idx" ON "patient" USING gin ("referrer" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "patient_nric_key" ON "patient" USING btree (upper("nric")) WHERE deleted = 0;