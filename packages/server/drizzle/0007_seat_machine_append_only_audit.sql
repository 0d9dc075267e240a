-- A machine belongs to at most one live seat. Earlier data may hold a machine on two seats: the later
-- seats lose the machine (machine_id null; a manager picks another), so the unique index can be built.
UPDATE "seat" SET "machine_id" = NULL
WHERE "deleted" = 0 AND "machine_id" IS NOT NULL AND "id" NOT IN (
  SELECT min("id") FROM "seat" WHERE "deleted" = 0 AND "machine_id" IS NOT NULL GROUP BY "machine_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "seat_machine_key" ON "seat" USING btree ("machine_id") WHERE deleted = 0 and machine_id is not null;--> statement-breakpoint
-- The audit trail is append-only, whatever role the app connects as: an UPDATE, DELETE or TRUNCATE of
-- audit_log fails. Only the owner can drop the trigger (a migration, on purpose, in the open).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
