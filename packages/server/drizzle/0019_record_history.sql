CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_id" uuid,
	"role" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"operation" text NOT NULL,
	"patient_id" integer,
	"dialysis_id" integer,
	"clinic_id" integer,
	"old" jsonb,
	"new" jsonb
);
--> statement-breakpoint
CREATE INDEX "record_history_patient_idx" ON "record_history" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "record_history_dialysis_idx" ON "record_history" USING btree ("dialysis_id","id");--> statement-breakpoint
CREATE INDEX "record_history_entity_idx" ON "record_history" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- Issue 28: the value history is written here, by the database, in the writing transaction, so no write path can
-- forget it. One statement-level trigger per operation and table (transition tables allow one event each),
-- set-based so a batch of rows costs one INSERT. The actor and the time come from the transaction's settings
-- (withWrite sets app.account_id, app.role and app.at with the request's clock); a write without them (a
-- migration, a job before it moved onto withWrite) is the 'system'. Arguments: the key column; where the
-- patient is found ('patient_id', 'self', 'dialysis', 'incident' or 'none'); the columns never copied
-- (secrets, and what the row derives or stamps by itself).
CREATE FUNCTION "record_history_patient"(mode text, j jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE mode
    WHEN 'patient_id' THEN (j->>'patient_id')::integer
    WHEN 'self' THEN (j->>'id')::integer
    WHEN 'dialysis' THEN (SELECT d.patient_id FROM dialysis d WHERE d.id = (j->>'dialysis_id')::integer)
    WHEN 'incident' THEN (SELECT r.patient_id FROM incident_report r WHERE r.id = (j->>'incident_report_id')::integer)
  END
$$;--> statement-breakpoint
CREATE FUNCTION "record_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  patient_mode text := TG_ARGV[1];
  skip text[] := TG_ARGV[2]::text[] || ARRAY['created_on', 'updated_on', 'deleted_on', 'version', 'last_updated_by'];
  actor uuid := nullif(current_setting('app.account_id', true), '')::uuid;
  actor_role text := coalesce(nullif(current_setting('app.role', true), ''), 'system');
  at_ timestamptz := coalesce(nullif(current_setting('app.at', true), '')::timestamptz, now());
BEGIN
  -- The demo's generated year (packages/server/src/demo) is not anyone's edit: its seed turns the history off
  -- for its own transaction only.
  IF current_setting('app.history', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_history (at, account_id, role, entity, entity_id, operation, patient_id, dialysis_id, clinic_id, old, new)
    SELECT at_, actor, actor_role, TG_TABLE_NAME, n.j->>key_column, 'create',
      record_history_patient(patient_mode, n.j),
      (CASE WHEN TG_TABLE_NAME = 'dialysis' THEN n.j->>'id' ELSE n.j->>'dialysis_id' END)::integer,
      (CASE WHEN TG_TABLE_NAME = 'clinic' THEN n.j->>'id' ELSE coalesce(n.j->>'clinic_id', n.j->>'existing_clinic_id') END)::integer,
      NULL, n.j - skip - 'deleted'
    FROM (SELECT to_jsonb(r) AS j FROM new_rows r) n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO record_history (at, account_id, role, entity, entity_id, operation, patient_id, dialysis_id, clinic_id, old, new)
    SELECT at_, actor, actor_role, TG_TABLE_NAME, n.j->>key_column,
      CASE WHEN (o.j->>'deleted') = '0' AND (n.j->>'deleted') = '1' THEN 'delete' ELSE 'update' END,
      record_history_patient(patient_mode, n.j),
      (CASE WHEN TG_TABLE_NAME = 'dialysis' THEN n.j->>'id' ELSE n.j->>'dialysis_id' END)::integer,
      (CASE WHEN TG_TABLE_NAME = 'clinic' THEN n.j->>'id' ELSE coalesce(n.j->>'clinic_id', n.j->>'existing_clinic_id') END)::integer,
      d.old, d.new
    FROM (SELECT to_jsonb(r) AS j FROM old_rows r) o
    JOIN (SELECT to_jsonb(r) AS j FROM new_rows r) n ON n.j->key_column = o.j->key_column
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.key, o.j->e.key) AS old, jsonb_object_agg(e.key, e.value) AS new
      FROM jsonb_each(n.j) e
      WHERE e.value IS DISTINCT FROM o.j->e.key AND NOT e.key = ANY(skip)
    ) d
    -- An UPDATE that changed nothing but what is skipped (a version, a stamp) is no change of the record.
    WHERE d.new IS NOT NULL;
  ELSE
    INSERT INTO record_history (at, account_id, role, entity, entity_id, operation, patient_id, dialysis_id, clinic_id, old, new)
    SELECT at_, actor, actor_role, TG_TABLE_NAME, o.j->>key_column, 'delete',
      record_history_patient(patient_mode, o.j),
      (CASE WHEN TG_TABLE_NAME = 'dialysis' THEN o.j->>'id' ELSE o.j->>'dialysis_id' END)::integer,
      (CASE WHEN TG_TABLE_NAME = 'clinic' THEN o.j->>'id' ELSE coalesce(o.j->>'clinic_id', o.j->>'existing_clinic_id') END)::integer,
      o.j - skip, NULL
    FROM (SELECT to_jsonb(r) AS j FROM old_rows r) o;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE PROCEDURE "record_history_attach"(tbl text, key_column text, patient_mode text, never_copied text[]) LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L', key_column, patient_mode, never_copied);
BEGIN
  EXECUTE format('CREATE TRIGGER record_history_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER record_history_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER record_history_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_write(%s)', tbl, args);
END
$$;--> statement-breakpoint
-- Patient records.
CALL record_history_attach('patient', 'id', 'self', '{search_key}');--> statement-breakpoint
CALL record_history_attach('allergy', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('appointment', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('dialysis', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('dialysis_interval', 'id', 'dialysis', '{}');--> statement-breakpoint
CALL record_history_attach('dialysis_order', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('medication', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('medication_administered', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('lab_report', 'id', 'patient_id', '{fingerprint}');--> statement-breakpoint
CALL record_history_attach('hospital_summary', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('medical_milestone', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('patient_document', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('incident_report', 'id', 'patient_id', '{}');--> statement-breakpoint
CALL record_history_attach('incident_response', 'id', 'incident', '{}');--> statement-breakpoint
CALL record_history_attach('dialysis_invoice', 'id', 'patient_id', '{request_id}');--> statement-breakpoint
-- Centres, machines, staff and the lists (no patient).
CALL record_history_attach('clinic', 'id', 'none', '{qb_client_secret}');--> statement-breakpoint
CALL record_history_attach('machine', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('machine_status', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('seat', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('login_account', 'id', 'none', '{password_hash}');--> statement-breakpoint
CALL record_history_attach('staff', 'account_id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('certification', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('drug', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('symptom', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('hospital_reason', 'id', 'none', '{}');--> statement-breakpoint
CALL record_history_attach('referring_source', 'id', 'none', '{}');--> statement-breakpoint
DROP PROCEDURE "record_history_attach"(text, text, text, text[]);
