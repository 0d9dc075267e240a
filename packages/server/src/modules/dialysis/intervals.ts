import {
  type CarriedOverReading,
  hasEnded,
  INTERVAL_READINGS,
  type IntervalReading,
  intervalEditError,
  isCarriedOver,
  DIALYSIS_MESSAGES as M,
  storedReading,
  storedReadingError,
} from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { dialysis, dialysisInterval, medicationAdministered, staff } from '../../db/schema.ts';
import { isAtVersion, versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateDialysisIntervalInput,
  IntervalMedicationInput,
  UpdateDialysisIntervalInput,
} from '../../graphql/generated/resolvers-types.ts';
import type { DialysisIntervalPayload } from '../../platform/pubsub.ts';
import { invalid, optionalText } from '../common/manage-input.ts';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/plugin.ts';
import { isValidKey } from '../idempotency/store.ts';
import { validateAdministered } from '../medication/administered.ts';
import { assertSymptoms, carriedOver, measuredAt, parseSymptoms } from './interval-input.ts';
import { assertSessionWrite } from './phase.ts';
import { intervalAnswer, sessionForWrite, sessionForWriteByKey } from './session-reads.ts';

type IntervalRow = typeof dialysisInterval.$inferSelect;

const optionalNote = (text: string | null | undefined) => optionalText(text, 'note');

async function staffName(db: ReadDb, accountID: string | null): Promise<string | null> {
  if (!accountID) return null;
  const [row] = await db
    .select({ name: staff.name })
    .from(staff)
    .where(sql`${staff.accountID}::text = ${accountID}`)
    .limit(1);
  return row?.name ?? null;
}

function publishInterval(ctx: Context, answer: ReturnType<typeof intervalAnswer>) {
  ctx.pubsub.publish('onSubmitDialysisInterval', answer.clinicID, answer as DialysisIntervalPayload);
}

/** A correction made on a version the reading has moved past. */
const intervalConflict = () => appError('VERSION_CONFLICT', M.intervalConflict);

/**
 * Records one intra-dialysis reading for a session in progress in a centre the user may see, with the
 * medication given at that time (each checked like createMedicationAdministered), in one transaction: a
 * refused medication stores nothing. The reading is stamped with the time it was measured (`timestamp`, now
 * when absent; within the session, not in the future). The 13 readings of the form are required ('Required.'
 * with the field), except the machine settings (domain CARRIED_OVER_READINGS): one left out is the previous
 * reading's, as the form shows it carried over; the audit names those the server filled.
 */
export async function submitDialysisInterval(
  ctx: Context,
  create: CreateDialysisIntervalInput,
  medications: readonly IntervalMedicationInput[] = [],
) {
  const viewer = ctx.access.user();
  const session = await sessionOfReading(ctx, create);
  // Sent again after its first answer was let go (issue 31): the reading stored then is the answer, whatever
  // the session's phase now (a repeat after check-out is not a refused reading).
  const stored = await storedRepeat(ctx, viewer.accountID, session.id);
  if (stored) return intervalAnswer(stored, viewer.name);
  const now = ctx.clock.now();
  assertSessionWrite(session, 'reading', now);

  const readings: Record<string, number> = {};
  const absent: CarriedOverReading[] = [];
  for (const field of INTERVAL_READINGS) {
    const value = create[field];
    if (typeof value !== 'number') {
      if (isCarriedOver(field)) {
        absent.push(field);
        continue;
      }
      throw invalid(field, M.required);
    }
    // Stored units arrive (the form converts); an impossible reading answers its range (domain ranges.ts).
    const error = storedReadingError(field, value);
    if (error) throw invalid(field, error);
    readings[field] = value;
  }
  const timestamp = measuredAt(
    create.timestamp,
    { startTime: session.startTime as Date, endTime: null },
    now,
  );
  const carried = await carriedOver(ctx, session.id, timestamp, absent);
  const [stillMissing] = carried.missing;
  if (stillMissing) throw invalid(stillMissing, M.required);
  Object.assign(readings, carried.values);
  if (typeof create.KTV === 'number') {
    const error = storedReadingError('KTV', create.KTV);
    if (error) throw invalid('KTV', error);
    readings.KTV = create.KTV;
  }
  const symptoms = parseSymptoms(create.symptoms);
  await assertSymptoms(ctx, symptoms);
  const given: Awaited<ReturnType<typeof validateAdministered>>[] = [];
  for (const m of medications) {
    given.push(
      await validateAdministered(
        ctx,
        {
          medication: m.medication ?? '',
          dose: m.dose ?? '',
          route: m.route ?? '',
          freq: m.freq ?? '',
          givenBy: m.givenBy ?? '',
          witnessedBy: m.witnessedBy ?? '',
        },
        { id: session.patientID, clinicID: session.clinicID },
      ),
    );
  }

  const row = await withWrite(ctx, async (w) => {
    const db = w.db;
    const [inserted] = await db
      .insert(dialysisInterval)
      .values({
        ...readings,
        dialysisID: session.id,
        clinicID: session.clinicID,
        timestamp,
        staffAccountID: viewer.accountID,
        note: optionalNote(create.note),
        symptoms,
        lastUpdatedBy: viewer.accountID,
        clientKey: ctx.writeKey ?? null,
        createdOn: now,
        updatedOn: now,
      })
      .returning();
    if (!inserted) throw new Error('interval not created');
    const medicationIDs: number[] = [];
    if (given.length > 0) {
      const rows = await db
        .insert(medicationAdministered)
        .values(
          given.map(({ values }) => ({
            ...values,
            dialysisID: session.id,
            dialysisIntervalID: inserted.id,
            createdOn: now,
            updatedOn: now,
          })),
        )
        .returning({ id: medicationAdministered.id });
      medicationIDs.push(...rows.map((r) => r.id));
    }
    await audit(w, {
      action: 'submitDialysisInterval',
      entity: 'dialysisInterval',
      entityID: inserted.id,
      clinicID: session.clinicID,
      detail: {
        dialysisID: session.id,
        patientID: session.patientID,
        ...(medicationIDs.length ? { medicationAdministeredIDs: medicationIDs } : {}),
        ...(absent.length ? { carriedOver: absent } : {}),
      },
    });
    return inserted;
  });
  // The reading is the viewer's own: their name came with this request's session look-up, no read needed.
  const answer = intervalAnswer(row, viewer.name);
  publishInterval(ctx, answer);
  return answer;
}

/** The session a reading is for: by its id, or by its check-in's provisional id (exactly one of the two). */
function sessionOfReading(ctx: Context, create: CreateDialysisIntervalInput) {
  const { dialysisID, dialysisKey } = create;
  if (typeof dialysisKey === 'string' && (dialysisID === null || dialysisID === undefined)) {
    if (!isValidKey(dialysisKey)) throw invalid('dialysisKey', IDEMPOTENCY_MESSAGES.invalidKey);
    return sessionForWriteByKey(ctx, dialysisKey);
  }
  if (typeof dialysisID !== 'number' || (dialysisKey !== null && dialysisKey !== undefined)) {
    throw invalid('dialysisID', M.sessionReference);
  }
  return sessionForWrite(ctx, dialysisID);
}

/**
 * The reading this account already stored with this request's Idempotency-Key (kept on the row), if any: the
 * same key for a reading of another session is another request, refused as the idempotency table refuses it.
 */
async function storedRepeat(ctx: Context, accountID: string, dialysisID: number) {
  if (!ctx.writeKey) return null;
  const [row] = await ctx.db
    .select()
    .from(dialysisInterval)
    .where(and(eq(dialysisInterval.staffAccountID, accountID), eq(dialysisInterval.clientKey, ctx.writeKey)))
    .limit(1);
  if (!row) return null;
  if (row.dialysisID !== dialysisID || row.deleted !== 0) {
    throw appError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
  }
  return row;
}

/** A column's value as the audit keeps it (instants as ISO text). */
const audited = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * A Medical Director's edit of a recorded reading (the role is the policy's), typed as in the edit dialog:
 * blank clears, a sign only on AP and tmp, cUF and UFR in litres (stored x1000), whole-number columns
 * rounded; the measured time within the session (before or after check-out: a correction after check-out stays
 * before its end). Made on a version: a newer one answers VERSION_CONFLICT and changes nothing. The audit keeps
 * each changed field's old and new value.
 */
export async function updateDialysisInterval(ctx: Context, update: UpdateDialysisIntervalInput) {
  const viewer = ctx.access.user();
  const [current] = await ctx.db
    .select({
      row: dialysisInterval,
      patientID: dialysis.patientID,
      startTime: dialysis.startTime,
      endTime: dialysis.endTime,
    })
    .from(dialysisInterval)
    .innerJoin(dialysis, eq(dialysis.id, dialysisInterval.dialysisID))
    .where(and(eq(dialysisInterval.id, update.id), eq(dialysisInterval.deleted, 0), eq(dialysis.deleted, 0)))
    .limit(1);
  const notFound = () => appError('NOT_FOUND', M.retrieveInterval);
  if (!current)
    throw await ctx.access.unseen(ctx.db, notFound, { entity: 'dialysisInterval', id: update.id });
  await ctx.access.assertRecordIn(current.row.clinicID, notFound, {
    entity: 'dialysisInterval',
    id: update.id,
  });
  const now = ctx.clock.now();
  // A correction is one of the audited edits a closed session still takes (domain SESSION_WRITES).
  const phase = assertSessionWrite(current, 'readingCorrection', now);
  if (!isAtVersion(current.row.updatedOn, update.updatedOn)) throw intervalConflict();

  const set: Partial<IntervalRow> = {};
  for (const field of INTERVAL_READINGS) {
    const raw = update[field];
    if (raw === undefined || raw === null) continue;
    const text = String(raw);
    const error = intervalEditError(field as IntervalReading, text);
    if (error) throw invalid(field, error);
    if (text.trim() === '') {
      set[field] = null;
      continue;
    }
    const value = storedReading(field, text);
    if (value === null) throw invalid(field, M.digitsOnly);
    set[field] = value;
  }
  if (update.note !== undefined && update.note !== null) set.note = optionalNote(update.note);
  if (update.symptoms !== undefined && update.symptoms !== null) {
    set.symptoms = parseSymptoms(update.symptoms);
    await assertSymptoms(ctx, set.symptoms, current.row.symptoms ?? []);
  }
  if (update.timestamp) {
    const startTime = current.startTime ?? current.row.timestamp;
    set.timestamp = measuredAt(update.timestamp, { startTime, endTime: current.endTime }, now);
  }
  // Old and new value of each field that changes (a value sent as it was is no change).
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(set)) {
    const before = audited(current.row[field as keyof IntervalRow]);
    const after = audited(value);
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = [before, after];
  }
  const fields = Object.keys(changes);

  const row = await withWrite(ctx, async (w) => {
    const saved = await versionedUpdate(
      w,
      dialysisInterval,
      { key: dialysisInterval.id, id: current.row.id, version: update.updatedOn },
      { ...set, lastUpdatedBy: viewer.accountID },
      now,
      undefined,
      intervalConflict,
    );
    await audit(w, {
      action: 'updateDialysisInterval',
      entity: 'dialysisInterval',
      entityID: saved.id,
      clinicID: saved.clinicID,
      detail: {
        dialysisID: saved.dialysisID,
        patientID: current.patientID,
        fields,
        changes,
        version: saved.updatedOn.toISOString(),
        ...(hasEnded(phase) ? { afterCheckout: true } : {}),
        ...(phase === 'closed' ? { afterClose: true } : {}),
      },
    });
    return saved;
  });
  const answer = intervalAnswer(row, await staffName(ctx.db, row.staffAccountID));
  publishInterval(ctx, answer);
  return answer;
}
