import { DIALYSIS_MESSAGES as M } from '@dialysis/domain';
import { type AnyColumn, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listedPatientID, scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import type { FieldFilter, ListSpec } from '../../db/list.ts';
import { runList, tableQueries } from '../../db/list.ts';
import { inIntArray, isZero, preparedPerDb } from '../../db/prepared.ts';
import { clinic, dialysis, dialysisInterval, machine, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type {
  QueryGetDialysisArgs,
  QueryListDialysisArgs,
  QueryListDialysisIntervalArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { machineInUseSql, usableMachine } from './machines.ts';

type DialysisRow = typeof dialysis.$inferSelect;
type IntervalRow = typeof dialysisInterval.$inferSelect;
const starter = alias(staff, 'starter');
const ender = alias(staff, 'ender');
const updater = alias(staff, 'updater');

// startedBy, endedBy and lastUpdatedBy are text (older rows may hold a name); account ids join as text.
const staffOf = (who: { accountID: AnyColumn }, column: AnyColumn) => sql`${who.accountID}::text = ${column}`;

/**
 * Readings recorded for the session of the current row (a correlated count: no query per session). Also the
 * dashboard's nested session (modules/appointments).
 */
export const intervalCountSql = sql<number>`(
  select count(*)::int from dialysis_interval di where di.dialysis_id = "dialysis"."id" and di.deleted = 0
)`.mapWith(Number);

/** A session with its display names and reading count, as the API answers it. */
function sessionSelect(db: ReadDb) {
  return db
    .select({
      row: dialysis,
      machineName: machine.name,
      startedByName: starter.name,
      endedByName: ender.name,
      lastUpdatedByName: updater.name,
      clinicName: clinic.name,
      intervalCount: intervalCountSql,
    })
    .from(dialysis)
    .innerJoin(clinic, eq(clinic.id, dialysis.clinicID))
    .leftJoin(machine, eq(machine.id, dialysis.machineID))
    .leftJoin(starter, staffOf(starter, dialysis.startedBy))
    .leftJoin(ender, staffOf(ender, dialysis.endedBy))
    .leftJoin(updater, staffOf(updater, dialysis.lastUpdatedBy))
    .$dynamic();
}

type SessionSelectRow = {
  row: DialysisRow;
  machineName: string | null;
  startedByName: string | null;
  endedByName: string | null;
  lastUpdatedByName: string | null;
  clinicName: string;
  intervalCount: number;
};

export function sessionAnswer({ row, ...joined }: SessionSelectRow) {
  return { ...serialize(row), ...joined, intervalCount: Number(joined.intervalCount) };
}

export type SessionAnswer = ReturnType<typeof sessionAnswer>;

/**
 * The session reads of every session page load and every reading's answer, prepared (db/prepared.ts): building
 * this select of some 50 columns over five joins was about a third of the app's CPU for a session page (issue
 * 32's per-kind profile). The centres are an array placeholder, so one statement serves every scope.
 */
/** The WHERE of a live session named by the `id` placeholder. */
const liveSessionById = () => and(eq(dialysis.id, sql.placeholder('id')), isZero(dialysis.deleted));

const byId = preparedPerDb((db: ReadDb) =>
  sessionSelect(db).where(liveSessionById()).limit(1).prepare('session_by_id'),
);
const ofPatient = preparedPerDb((db: ReadDb) =>
  sessionSelect(db)
    .where(
      and(
        eq(dialysis.id, sql.placeholder('id')),
        eq(dialysis.patientID, sql.placeholder('patientID')),
        isZero(dialysis.deleted),
        inIntArray(dialysis.clinicID, 'clinics'),
      ),
    )
    .limit(1)
    .prepare('session_of_patient'),
);

/** The row every session write starts from (each reading), prepared too. */
const forWrite = preparedPerDb((db: ReadDb) =>
  db.select().from(dialysis).where(liveSessionById()).limit(1).prepare('session_for_write'),
);

/** The session whose readings a page lists (its centre and patient), prepared. */
const sessionHead = preparedPerDb((db: ReadDb) =>
  db
    .select({ id: dialysis.id, clinicID: dialysis.clinicID, patientID: dialysis.patientID })
    .from(dialysis)
    .where(liveSessionById())
    .limit(1)
    .prepare('session_head'),
);

/** One live session as the API answers it (no scope check: callers check the centre). */
export async function sessionById(db: ReadDb, id: number): Promise<SessionAnswer | null> {
  const [found] = (await byId(db).execute({ id })) as SessionSelectRow[];
  return found ? sessionAnswer(found) : null;
}

/** The session as the API answers it after a write of this request (it was just saved, so it exists). */
export async function savedSession(db: ReadDb, id: number): Promise<SessionAnswer> {
  const answer = await sessionById(db, id);
  if (!answer) throw new Error(`dialysis ${id} not found after a write`);
  return answer;
}

/**
 * A live session the user may act on, for the writes: NOT_FOUND 'Unable to retrieve Dialysis' when unknown,
 * deleted or of another centre (alike, so ids cannot be probed).
 */
export async function sessionForWrite(ctx: Context, id: number): Promise<DialysisRow> {
  const [row] = await forWrite(ctx.db).execute({ id });
  const notFound = () => appError('NOT_FOUND', M.retrieve);
  if (!row) throw await ctx.access.unseen(ctx.db, notFound, { entity: 'dialysis', id });
  await ctx.access.assertRecordIn(row.clinicID, notFound, { entity: 'dialysis', id });
  return row;
}

/**
 * The same, for a session named by the provisional id its check-in was sent with (issue 31: a reading entered on
 * a tablet before the server had the check-in). Keys are per account, as idempotency keys are: only the account
 * that checked in names a session so; any other key answers as an unknown session.
 */
export async function sessionForWriteByKey(ctx: Context, key: string): Promise<DialysisRow> {
  const viewer = ctx.access.user();
  const [row] = await ctx.db
    .select()
    .from(dialysis)
    .where(
      and(eq(dialysis.startedBy, viewer.accountID), eq(dialysis.checkInKey, key), eq(dialysis.deleted, 0)),
    )
    .limit(1);
  const notFound = () => appError('NOT_FOUND', M.retrieve);
  if (!row) throw notFound();
  await ctx.access.assertRecordIn(row.clinicID, notFound, { entity: 'dialysis', id: row.id });
  return row;
}

/**
 * One session of a patient in the user's centres. Unknown, deleted, another patient's or another centre's
 * session all answer alike: 'Unable to retrieve dialysis record' (NOT_FOUND).
 */
export async function getDialysis(ctx: Context, args: QueryGetDialysisArgs) {
  const visible = await ctx.access.visibleClinicIds();
  const [found] = (await ofPatient(ctx.db).execute({
    id: args.id,
    patientID: args.patientID,
    clinics: visible,
  })) as SessionSelectRow[];
  if (!found) throw appError('NOT_FOUND', M.retrieveRecord);
  await auditRead(ctx, {
    action: 'getDialysis',
    entity: 'dialysis',
    entityID: found.row.id,
    clinicID: found.row.clinicID,
    detail: { patientID: found.row.patientID },
  });
  return sessionAnswer(found);
}

const sessionSpec: ListSpec = {
  fields: {
    id: dialysis.id,
    patientID: dialysis.patientID,
    clinicID: dialysis.clinicID,
    startTime: dialysis.startTime,
    deleted: dialysis.deleted,
  },
  // Newest first; sessions not started yet (no startTime) come first, as the newest.
  defaultOrder: [sql`${dialysis.startTime} desc nulls first`],
  tiebreaker: dialysis.id,
  defaultLimit: 20,
};

/**
 * A patient's sessions in the user's visible centres (the patient must be one of the user's centres:
 * 'Invalid Patient' otherwise), newest first, with names and reading counts joined in SQL.
 */
export async function listDialysis(ctx: Context, input: QueryListDialysisArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const scope = and(
    eq(dialysis.patientID, p.id),
    eq(dialysis.deleted, 0),
    await ctx.access.clinicScope(dialysis.clinicID),
  );
  const list = await runList(
    sessionSpec,
    { ...input, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        sessionSelect(ctx.db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await ctx.db.select({ n: count() }).from(dialysis).where(where))[0]?.n ?? 0,
    },
  );
  await auditRead(ctx, { action: 'listDialysis', entity: 'patient', entityID: p.id, clinicID: p.clinicID });
  return { count: list.count, result: list.result.map(sessionAnswer) };
}

export function intervalAnswer(row: IntervalRow, staffName: string | null) {
  return {
    ...serialize(row),
    symptoms: row.symptoms ? JSON.stringify(row.symptoms) : null,
    staffName,
  };
}

const intervalSpec: ListSpec = {
  fields: {
    id: dialysisInterval.id,
    dialysisID: dialysisInterval.dialysisID,
    timestamp: dialysisInterval.timestamp,
    deleted: dialysisInterval.deleted,
  },
  defaultOrder: [desc(dialysisInterval.timestamp)],
  tiebreaker: dialysisInterval.id,
  defaultLimit: 100,
};

/** A session's readings, newest first, with the recording nurse's name. The session's centre is checked. */
export async function listDialysisInterval(ctx: Context, input: QueryListDialysisIntervalArgs) {
  const field = input.filter?.dialysisID;
  const dialysisID = field && !Array.isArray(field) ? (field as FieldFilter).eq : undefined;
  if (typeof dialysisID !== 'number') throw appError('NOT_FOUND', M.retrieveInterval);
  const [session] = await sessionHead(ctx.db).execute({ id: dialysisID });
  const notFound = () => appError('NOT_FOUND', M.retrieveInterval);
  if (!session) throw await ctx.access.unseen(ctx.db, notFound, { entity: 'dialysis', id: dialysisID });
  await ctx.access.assertRecordIn(session.clinicID, notFound, { entity: 'dialysis', id: session.id });
  const scope = and(eq(dialysisInterval.dialysisID, session.id), eq(dialysisInterval.deleted, 0));
  const list = await runList(
    intervalSpec,
    { ...input, scope },
    tableQueries(ctx.db, dialysisInterval, () =>
      ctx.db
        .select({ row: dialysisInterval, staffName: staff.name })
        .from(dialysisInterval)
        .leftJoin(staff, sql`${staff.accountID}::text = ${dialysisInterval.staffAccountID}`)
        .$dynamic(),
    ),
  );
  await auditRead(ctx, {
    action: 'listDialysisInterval',
    entity: 'dialysis',
    entityID: session.id,
    clinicID: session.clinicID,
    detail: { patientID: session.patientID },
  });
  return { count: list.count, result: list.result.map((r) => intervalAnswer(r.row, r.staffName)) };
}

/** Machines the check-in form of a centre may offer, each marked when a session in progress uses it. */
export async function listSessionMachines(ctx: Context, clinicID: number) {
  await ctx.access.assertIn('dialysis:read', clinicID);
  const rows = await ctx.db
    .select({ id: machine.id, name: machine.name, serialNo: machine.serialNo, inUse: machineInUseSql })
    .from(machine)
    .where(usableMachine(clinicID, ctx.clock.now()))
    .orderBy(asc(machine.name), asc(machine.id));
  return rows.map((r) => ({ ...r, inUse: Boolean(r.inUse) }));
}
