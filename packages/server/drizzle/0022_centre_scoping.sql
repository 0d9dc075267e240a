-- Issue 29 item 1: centre scoping by construction (docs/decisions/centre-scoping.md). Every table that carries a
-- centre or a patient answers only the rows of the centres named by the connection's setting `app.clinic_ids`:
-- '{1,2}' (the viewer's visible centres, set by the read/write path in db/scope.ts), '*' (the system: a job, the
-- demo seed, every centre, asked for by name as ALL_CENTRES), or unset/anything else: no row at all. A service
-- that forgets its scoping helper therefore reads nothing of another centre, whatever SQL it writes.
--
-- Row-level security binds a role that is neither a superuser nor the table's owner (issue 29 item 2: the app's
-- role owns nothing; migrations run as the owner and are not bound, so a data migration still sees every row).
--
-- The two functions are called inside `(SELECT ...)`, so PostgreSQL evaluates them once per statement (an
-- InitPlan), not once per row; the centre comparison can still use the tables' clinic indexes.
CREATE FUNCTION "app_every_centre"() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.clinic_ids', true), '') = '*'
$$;--> statement-breakpoint
CREATE FUNCTION "app_centres"() RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s ~ '^\{[0-9]+(,[0-9]+)*\}$' THEN s::integer[] ELSE '{}'::integer[] END
  FROM (SELECT coalesce(current_setting('app.clinic_ids', true), '') AS s) setting
$$;--> statement-breakpoint
-- One policy per table (a later table that carries a centre or a patient calls this too:
-- centre-scoping.test.ts fails for a table left without one): `visible` decides which rows exist for the connection (SELECT, and the rows an UPDATE or
-- a DELETE may touch; an INSERT ... RETURNING must produce a visible row). New rows are not checked (WITH CHECK
-- true): the services' own assertIn decides where a user may write, and a refusal's audit row names the other
-- centre. `clinic_column` is the row's centre; `also` an extra condition (a patient seen through the patient's
-- own policy, for a record of a patient who has since moved to one of the viewer's centres).
CREATE PROCEDURE "centre_scope_attach"(tbl text, visible text) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('CREATE POLICY centre_scope ON %I USING (%s) WITH CHECK (true)', tbl, visible);
END
$$;--> statement-breakpoint
-- The centre test, shared by the policies below ('%1$s' is the row's centre column).
CREATE FUNCTION "centre_scope_clinic"(col text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('(SELECT app_every_centre()) OR %1$s = ANY ((SELECT app_centres())::integer[])', col)
$$;--> statement-breakpoint
-- A patient is visible in the centre they belong to.
CALL centre_scope_attach('patient', centre_scope_clinic('existing_clinic_id'));--> statement-breakpoint
-- A centre's own records.
CALL centre_scope_attach('machine', centre_scope_clinic('clinic_id'));--> statement-breakpoint
CALL centre_scope_attach('seat', centre_scope_clinic('clinic_id'));--> statement-breakpoint
CALL centre_scope_attach('dialysis_interval', centre_scope_clinic('clinic_id'));--> statement-breakpoint
CALL centre_scope_attach('qb_access', centre_scope_clinic('id'));--> statement-breakpoint
CALL centre_scope_attach('qb_oauth_state', centre_scope_clinic('clinic_id'));--> statement-breakpoint
CALL centre_scope_attach('machine_status', 'EXISTS (SELECT 1 FROM machine m WHERE m.id = machine_status.machine_id)');--> statement-breakpoint
-- A centre's records of a patient: seen in the centre they were made in, and where the patient is now.
CALL centre_scope_attach('appointment', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = appointment.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('dialysis', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = dialysis.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('lab_report', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = lab_report.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('calculated_lab_result', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = calculated_lab_result.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('hospital_summary', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = hospital_summary.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('incident_report', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = incident_report.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('qb_customer', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = qb_customer.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('dialysis_invoice', centre_scope_clinic('clinic_id') || ' OR EXISTS (SELECT 1 FROM patient p WHERE p.id = dialysis_invoice.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('incident_response', 'EXISTS (SELECT 1 FROM incident_report r WHERE r.id = incident_response.incident_report_id)');--> statement-breakpoint
-- A patient's records without a centre of their own: seen where the patient is (the patient's policy decides).
CALL centre_scope_attach('allergy', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = allergy.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('medication', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = medication.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('medication_administered', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = medication_administered.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('medical_milestone', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = medical_milestone.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('patient_document', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = patient_document.patient_id)');--> statement-breakpoint
CALL centre_scope_attach('dialysis_order', 'EXISTS (SELECT 1 FROM patient p WHERE p.id = dialysis_order.patient_id)');--> statement-breakpoint
-- The append-only trails: anyone appends (a refusal's audit row names the centre refused; the history triggers
-- write as the writer), and reads see the rows of their centres and patients, and those of no centre.
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY centre_scope_append ON "audit_log" FOR INSERT WITH CHECK (true);--> statement-breakpoint
CREATE POLICY centre_scope ON "audit_log" FOR SELECT USING (clinic_id IS NULL OR (SELECT app_every_centre()) OR clinic_id = ANY ((SELECT app_centres())::integer[]));--> statement-breakpoint
ALTER TABLE "record_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY centre_scope_append ON "record_history" FOR INSERT WITH CHECK (true);--> statement-breakpoint
CREATE POLICY centre_scope ON "record_history" FOR SELECT USING (
  (clinic_id IS NULL AND patient_id IS NULL)
  OR (SELECT app_every_centre()) OR clinic_id = ANY ((SELECT app_centres())::integer[])
  OR EXISTS (SELECT 1 FROM patient p WHERE p.id = record_history.patient_id)
);
--> statement-breakpoint
-- A record the viewer cannot see answers as an unknown one, and the refusal is audited with the centre the
-- record is kept in (Access.unseen). Only the owner sees across centres, so this one function runs as the owner
-- (SECURITY DEFINER) and answers nothing but that centre: of a live record, by the entity names of the audit.
CREATE FUNCTION "app_record_centre"(entity text, record_id integer) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE entity
    WHEN 'patient' THEN (SELECT existing_clinic_id FROM patient WHERE id = record_id AND deleted = 0)
    WHEN 'dialysis' THEN (SELECT clinic_id FROM dialysis WHERE id = record_id AND deleted = 0)
    WHEN 'dialysisInterval' THEN (SELECT clinic_id FROM dialysis_interval WHERE id = record_id AND deleted = 0)
    WHEN 'appointment' THEN (SELECT clinic_id FROM appointment WHERE id = record_id AND deleted = 0)
    WHEN 'machine' THEN (SELECT clinic_id FROM machine WHERE id = record_id AND deleted = 0)
    WHEN 'seat' THEN (SELECT clinic_id FROM seat WHERE id = record_id AND deleted = 0)
    WHEN 'machineStatus' THEN (SELECT m.clinic_id FROM machine_status s JOIN machine m ON m.id = s.machine_id
                               WHERE s.id = record_id AND s.deleted = 0 AND s.status <> 'INACTIVE' AND m.deleted = 0)
    WHEN 'incidentReport' THEN (SELECT clinic_id FROM incident_report WHERE id = record_id AND deleted = 0)
    WHEN 'labReport' THEN (SELECT p.existing_clinic_id FROM lab_report r JOIN patient p ON p.id = r.patient_id
                           WHERE r.id = record_id AND r.deleted = 0 AND p.deleted = 0)
  END
$$;
