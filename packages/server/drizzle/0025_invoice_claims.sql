CREATE TABLE "invoice_not_billable" (
	"dialysis_id" integer PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"reason" text NOT NULL,
	"marked_by" uuid NOT NULL,
	"marked_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "qb_access" ADD COLUMN "provider_state" text DEFAULT 'CONNECTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_access" ADD COLUMN "provider_state_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_not_billable" ADD CONSTRAINT "invoice_not_billable_dialysis_id_dialysis_id_fk" FOREIGN KEY ("dialysis_id") REFERENCES "public"."dialysis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_not_billable" ADD CONSTRAINT "invoice_not_billable_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A mark "not billable" is a change of the session's record: it carries the history triggers (migration 0019).
CREATE TRIGGER record_history_insert AFTER INSERT ON "invoice_not_billable" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('dialysis_id', 'dialysis', '{}');--> statement-breakpoint
CREATE TRIGGER record_history_update AFTER UPDATE ON "invoice_not_billable" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('dialysis_id', 'dialysis', '{}');--> statement-breakpoint
CREATE TRIGGER record_history_delete AFTER DELETE ON "invoice_not_billable" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('dialysis_id', 'dialysis', '{}');--> statement-breakpoint
-- An invoice claim's lease is taken and freed by every attempt: bookkeeping, not a change of the record.
DROP TRIGGER record_history_update ON "dialysis_invoice";--> statement-breakpoint
CREATE TRIGGER record_history_update AFTER UPDATE ON "dialysis_invoice" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write('id', 'patient_id', '{request_id,claimed_until}');
--> statement-breakpoint
-- Centre scoping (migration 0022): a mark is seen where its session is (the session's policy decides).
CALL centre_scope_attach('invoice_not_billable', 'EXISTS (SELECT 1 FROM dialysis d WHERE d.id = invoice_not_billable.dialysis_id)');
