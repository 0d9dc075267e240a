-- Issue 31: the client's key kept with the row it wrote, so a repeat is recognised for good (the idempotency
-- table keeps answers 48 hours). Hand-written: drizzle-kit's snapshot chain stops at 0022. Unique per account,
-- as the idempotency keys are; no new table, so no new row-level-security policy (the tables keep theirs).
ALTER TABLE "dialysis" ADD COLUMN "check_in_key" text;--> statement-breakpoint
ALTER TABLE "dialysis" ADD COLUMN "check_out_key" text;--> statement-breakpoint
ALTER TABLE "dialysis_interval" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dialysis_check_in_key" ON "dialysis" USING btree ("started_by","check_in_key") WHERE check_in_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dialysis_check_out_key" ON "dialysis" USING btree ("ended_by","check_out_key") WHERE check_out_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dialysis_interval_client_key" ON "dialysis_interval" USING btree ("staff_account_id","client_key") WHERE client_key is not null;--> statement-breakpoint
-- The keys are bookkeeping, not a clinical record: the value history (0019) leaves them out, as it leaves out an
-- invoice's request id (its triggers made again with the columns never copied).
DROP TRIGGER "record_history_insert" ON "dialysis";--> statement-breakpoint
DROP TRIGGER "record_history_update" ON "dialysis";--> statement-breakpoint
DROP TRIGGER "record_history_delete" ON "dialysis";--> statement-breakpoint
CREATE TRIGGER record_history_insert AFTER INSERT ON "dialysis" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'patient_id', '{check_in_key,check_out_key}');--> statement-breakpoint
CREATE TRIGGER record_history_update AFTER UPDATE ON "dialysis" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'patient_id', '{check_in_key,check_out_key}');--> statement-breakpoint
CREATE TRIGGER record_history_delete AFTER DELETE ON "dialysis" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'patient_id', '{check_in_key,check_out_key}');--> statement-breakpoint
DROP TRIGGER "record_history_insert" ON "dialysis_interval";--> statement-breakpoint
DROP TRIGGER "record_history_update" ON "dialysis_interval";--> statement-breakpoint
DROP TRIGGER "record_history_delete" ON "dialysis_interval";--> statement-breakpoint
CREATE TRIGGER record_history_insert AFTER INSERT ON "dialysis_interval" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'dialysis', '{client_key}');--> statement-breakpoint
CREATE TRIGGER record_history_update AFTER UPDATE ON "dialysis_interval" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'dialysis', '{client_key}');--> statement-breakpoint
CREATE TRIGGER record_history_delete AFTER DELETE ON "dialysis_interval" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'dialysis', '{client_key}');
