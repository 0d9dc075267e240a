ALTER TABLE "calculated_lab_result" ALTER COLUMN "dialysis_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calculated_lab_result" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "calculated_lab_result" ADD COLUMN "rules_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_report" ADD COLUMN "sample_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "calculated_lab_result_report_key" ON "calculated_lab_result" USING btree ("lab_report_id") WHERE deleted = 0 and rules_version > 0;