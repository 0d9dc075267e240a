import {
  INTERVAL_READINGS,
  type IntervalReading,
  intervalEditError,
  DIALYSIS_MESSAGES as M,
  storedReading,
  storedReadingError,
} from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { dialysis, dialysisInterval, medicationAdministered, staff } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateDialysisIntervalInput,
  IntervalMedicationInput,
  UpdateDialysisIntervalInput,
} from '../../graphql/generated/resolvers-types.ts';
import type { DialysisIntervalPayload } from '../../platform/pubsub.ts';
import { invalid, optionalText } from '../common/manage-input.ts';
import { validateAdministered } from '../medication/administered.ts';
import { intervalAnswer, sessionForWrite } from './session-reads.ts';

type IntervalRow = typeof dialysisInterval.$inferSelect;

const BAD_SYMPTOMS = 'symptoms must be a JSON list of symptom ids.';

function parseSymptoms(text: string | null | undefined): number[] | null {
  if (text === null || text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw appError('BAD_USER_INPUT', BAD_SYMPTOMS);
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isInteger(id))) {
    throw appError('BAD_USER_INPUT', BAD_SYMPTOMS);
  }
  return parsed as number[];
}

const optionalNote = (text: string | null | undefined) => optionalText(text, 'note');

async function staffName(db: Db, accountID: string | null): Promise<string | null> {
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

/**
 * Records one intra-dialysis reading for a session in progress in a centre the user may see, with the
 * medication given at that time (each checked like createMedicationAdministered), in one transaction: a
 * refused medication stores nothing. The 13 readings of the form are required ('Required.' with the field).
 */
export async function submitDialysisInterval(
  ctx: Context,
  create: CreateDialysisIntervalInput,
  medications: readonly IntervalMedicationInput[] = [],
) {
  const viewer = ctx.access.user();
  const session = await sessionForWrite(ctx, create.dialysisID);
  if (!session.startTime || session.endTime) throw appError('CONFLICT', M.noActiveSession);

  const readings: Record<string, number> = {};
  for (const field of INTERVAL_READINGS) {
    const value = create[field];
    if (typeof value !== 'number') throw invalid(field, M.required);
    // Stored units arrive (the form converts); an impossible reading answers its range (domain ranges.ts).
    const error = storedReadingError(field, value);
    if (error) throw invalid(field, error);
    readings[field] = value;
  }
  if (typeof create.KTV === 'number') {
    const error = storedReadingError('KTV', create.KTV);
    if (error) throw invalid('KTV', error);
    readings.KTV = create.KTV;
  }
  const symptoms = parseSymptoms(create.symptoms);
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

  const now = ctx.clock.now();
  const row = await withWrite(ctx, async (w) => {
    const db = w.db;
    const [inserted] = await db
      .insert(dialysisInterval)
      .values({
        ...readings,
        dialysisID: session.id,
        clinicID: session.clinicID,
        timestamp: now,
        staffAccountID: viewer.accountID,
        note: optionalNote(create.note),
        symptoms,
        lastUpdatedBy: viewer.accountID,
        version: 1,
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
      },
    });
    return inserted;
  });
  // The reading is the viewer's own: their name came with this request's session look-up, no read needed.
  const answer = intervalAnswer(row, viewer.name);
  publishInterval(ctx, answer);
  return answer;
}

/**
 * A Medical Director's edit of a recorded reading (the role is the policy's), typed as in the edit dialog:
 * blank clears, a sign only on AP and tmp, cUF and UFR in litres (stored x1000), whole-number columns
 * rounded. Made on a version: a newer one answers VERSION_CONFLICT and changes nothing.
 */
export async function updateDialysisInterval(ctx: Context, update: UpdateDialysisIntervalInput) {
  const viewer = ctx.access.user();
  const [current] = await ctx.db
    .select({ row: dialysisInterval, patientID: dialysis.patientID })
    .from(dialysisInterval)
    .innerJoin(dialysis, eq(dialysis.id, dialysisInterval.dialysisID))
    .where(and(eq(dialysisInterval.id, update.id), eq(dialysisInterval.deleted, 0), eq(dialysis.deleted, 0)))
    .limit(1);
  const notFound = () => appError('NOT_FOUND', M.retrieveInterval);
  if (!current) throw notFound();
  await ctx.access.assertRecordIn(current.row.clinicID, notFound, {
    entity: 'dialysisInterval',
    id: update.id,
  });
  if (current.row.version !== update.version) throw appError('VERSION_CONFLICT', M.intervalConflict);

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
  if (update.symptoms !== undefined && update.symptoms !== null)
    set.symptoms = parseSymptoms(update.symptoms);
  const fields = Object.keys(set);

  const now = ctx.clock.now();
  const row = await withWrite(ctx, async (w) => {
    const db = w.db;
    const [saved] = await db
      .update(dialysisInterval)
      .set({
        ...set,
        version: sql`${dialysisInterval.version} + 1`,
        lastUpdatedBy: viewer.accountID,
        updatedOn: now,
      })
      .where(
        and(
          eq(dialysisInterval.id, current.row.id),
          eq(dialysisInterval.version, update.version),
          eq(dialysisInterval.deleted, 0),
        ),
      )
      .returning();
    if (!saved) throw appError('VERSION_CONFLICT', M.intervalConflict);
    await audit(w, {
      action: 'updateDialysisInterval',
      entity: 'dialysisInterval',
      entityID: saved.id,
      clinicID: saved.clinicID,
      detail: {
        dialysisID: saved.dialysisID,
        patientID: current.patientID,
        fields,
        version: saved.version,
      },
    });
    return saved;
  });
  const answer = intervalAnswer(row, await staffName(ctx.db, row.staffAccountID));
  publishInterval(ctx, answer);
  return answer;
}
