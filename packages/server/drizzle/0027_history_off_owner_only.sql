-- Issue 29 item 2 (two database roles), what was left: the record history's trigger skipped every write of a
-- transaction that set `app.history = 'off'`, and the app's role can set any `app.*` setting, so the app could have
-- written without leaving history. Now only the tables' owner (the role that migrates, and seeds the demo) can
-- turn it off; the function is otherwise unchanged from migration 0019.
CREATE OR REPLACE FUNCTION "record_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  patient_mode text := TG_ARGV[1];
  skip text[] := TG_ARGV[2]::text[] || ARRAY['created_on', 'updated_on', 'deleted_on', 'version', 'last_updated_by'];
  actor uuid := nullif(current_setting('app.account_id', true), '')::uuid;
  actor_role text := coalesce(nullif(current_setting('app.role', true), ''), 'system');
  at_ timestamptz := coalesce(nullif(current_setting('app.at', true), '')::timestamptz, now());
BEGIN
  -- The demo's generated year (packages/server/src/demo) is not anyone's edit: its seed, run as the tables'
  -- owner, turns the history off for its own transaction only. The app's role may set the same setting, but it
  -- is honoured only for a role that owns the table (or a superuser): the app cannot write without history.
  IF current_setting('app.history', true) = 'off'
    AND pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'USAGE') THEN
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
$$;

