CREATE TABLE "hospital_reason" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosp_detail" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_reason_detail_key" ON "hospital_reason" USING btree (lower("hosp_detail")) WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "hospital_summary_latest_author_idx" ON "hospital_summary" USING btree ("staff_account_id","patient_id","admit_timestamp" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted = 0 and type in ('CLINIC', 'EVENT');--> statement-breakpoint
CREATE INDEX "hospital_summary_latest_clinic_idx" ON "hospital_summary" USING btree ("clinic_id","patient_id","admit_timestamp" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted = 0 and type in ('CLINIC', 'EVENT');--> statement-breakpoint
-- The seeded reasons (spec 000 names the list, not its contents): the usual causes of a dialysis patient's
-- admission. Nurse Managers and Medical Directors keep the list on Manage Hospital Reasons.
INSERT INTO "hospital_reason" ("hosp_detail") VALUES
  ('Access thrombosis'),
  ('Access infection'),
  ('Access bleeding'),
  ('Catheter dysfunction'),
  ('Fluid overload'),
  ('Hyperkalaemia'),
  ('Pneumonia'),
  ('Sepsis'),
  ('Cardiac event'),
  ('Stroke'),
  ('Gastrointestinal bleeding'),
  ('Fall / fracture'),
  ('Elective surgery'),
  ('Others')
ON CONFLICT DO NOTHING;
