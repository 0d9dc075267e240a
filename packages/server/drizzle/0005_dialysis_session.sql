ALTER TABLE "dialysis" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dialysis_interval" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "dialysis_machine_running_idx" ON "dialysis" USING btree ("machine_id") WHERE deleted = 0 and end_time is null;--> statement-breakpoint
CREATE INDEX "medication_administered_dialysis_idx" ON "medication_administered" USING btree ("dialysis_id");