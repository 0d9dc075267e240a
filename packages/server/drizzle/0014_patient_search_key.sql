DROP INDEX "patient_name_live_idx";--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(31) || coalesce(nric, '') || chr(31) || coalesce(referring_source, '') || chr(31) || coalesce(referrer, ''))) STORED;--> statement-breakpoint
CREATE INDEX "patient_name_search_idx" ON "patient" USING btree ("name","id","existing_clinic_id","search_key") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "patient_search_key_trgm_idx" ON "patient" USING gin ("search_key" gin_trgm_ops) WHERE deleted = 0;