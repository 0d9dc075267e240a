-- One live appointment per patient and day, in any centre (issue 27 item 3; docs/decisions/patient-appointment.md).
-- An existing database may already hold several live appointments of one patient on one day (the demo did,
-- and so may a real install). Before the unique index can be built, each such day keeps one appointment: the
-- one whose session has started (a clinical record), else one the patient has arrived for, else the earliest
-- booked; the others are cancelled as a user's cancel would (deleted = 1), and each cancel is written to the
-- audit log (action 'cancelDuplicateAppointment', with the appointment kept) so the centre can see what changed.
WITH "ranked" AS (
  SELECT a."id",
         first_value(a."id") OVER "day" AS "kept_id",
         row_number() OVER "day" AS "n",
         s."started" AS "had_session"
    FROM "appointment" a
    LEFT JOIN LATERAL (
      SELECT bool_or(d."start_time" IS NOT NULL OR d."started_by" IS NOT NULL) AS "started",
             count(*) > 0 AS "arrived"
        FROM "dialysis" d
       WHERE d."appointment_id" = a."id" AND d."deleted" = 0
    ) s ON true
   WHERE a."deleted" = 0
  WINDOW "day" AS (
    PARTITION BY a."patient_id", a."date"
    ORDER BY coalesce(s."started", false) DESC, s."arrived" DESC, a."created_on", a."id"
  )
),
"cancelled" AS (
  UPDATE "appointment" SET "deleted" = 1, "deleted_on" = now(), "updated_on" = now()
    FROM "ranked"
   WHERE "appointment"."id" = "ranked"."id" AND "ranked"."n" > 1
  RETURNING "appointment"."id", "appointment"."clinic_id", "appointment"."patient_id", "appointment"."date",
            "appointment"."shift", "ranked"."kept_id", coalesce("ranked"."had_session", false) AS "had_session"
)
INSERT INTO "audit_log" ("role", "clinic_id", "action", "entity", "entity_id", "detail")
SELECT 'system', c."clinic_id", 'cancelDuplicateAppointment', 'appointment', c."id"::text,
       jsonb_build_object(
         'patientID', c."patient_id",
         'date', to_char(c."date", 'YYYY-MM-DD'),
         'shift', c."shift",
         'keptAppointmentID', c."kept_id",
         'hadSession', c."had_session",
         'reason', 'One appointment per patient per day (migration 0017).'
       )
  FROM "cancelled" c;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_patient_day_key" ON "appointment" USING btree ("patient_id","date") WHERE deleted = 0;
