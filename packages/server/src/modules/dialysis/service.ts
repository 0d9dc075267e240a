import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { dialysis, dialysisInterval } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { appError } from '../../errors.ts';
import type { DialysisIntervalPayload } from '../../platform/pubsub.ts';

export interface CreateDialysisIntervalInput {
  dialysisID: number;
  symptoms?: string | null;
  note?: string | null;
  [reading: string]: unknown;
}

const READINGS = [
  'AP',
  'VP',
  'SBP',
  'DBP',
  'HR',
  'CDT',
  'KTV',
  'cUF',
  'QB',
  'DFLOW',
  'UFR',
  'temp',
  'tmp',
  'hepRate',
] as const;

function parseSymptoms(text: string | null | undefined): number[] | null {
  if (text === null || text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw appError('BAD_USER_INPUT', 'symptoms must be a JSON list of symptom ids.');
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isInteger(id))) {
    throw appError('BAD_USER_INPUT', 'symptoms must be a JSON list of symptom ids.');
  }
  return parsed as number[];
}

/** Records one intra-dialysis reading for a session in progress in a centre the user may see. */
export async function submitDialysisInterval(ctx: Context, create: CreateDialysisIntervalInput) {
  const viewer = ctx.access.user();
  const [session] = await ctx.db
    .select({
      id: dialysis.id,
      clinicID: dialysis.clinicID,
      patientID: dialysis.patientID,
      startTime: dialysis.startTime,
      endTime: dialysis.endTime,
    })
    .from(dialysis)
    .where(and(eq(dialysis.id, create.dialysisID), eq(dialysis.deleted, 0)))
    .limit(1);
  if (!session) throw appError('NOT_FOUND', 'Unable to retrieve Dialysis');
  await ctx.access.assertClinic(session.clinicID);
  if (!session.startTime || session.endTime) throw appError('CONFLICT', 'No Active Diaylsis Session');

  const readings: Record<string, unknown> = {};
  for (const field of READINGS) {
    const value = create[field];
    if (value !== null && value !== undefined) readings[field] = value;
  }
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(dialysisInterval)
    .values({
      ...readings,
      dialysisID: session.id,
      clinicID: session.clinicID,
      timestamp: now,
      staffAccountID: viewer.accountID,
      note: create.note ?? null,
      symptoms: parseSymptoms(create.symptoms),
      lastUpdatedBy: viewer.accountID,
      createdOn: now,
      updatedOn: now,
    })
    .returning();
  if (!row) throw new Error('interval not created');
  await audit(ctx, {
    action: 'submitDialysisInterval',
    entity: 'dialysisInterval',
    entityID: row.id,
    clinicID: session.clinicID,
    detail: { dialysisID: session.id, patientID: session.patientID },
  });
  const result = { ...serialize(row), symptoms: row.symptoms ? JSON.stringify(row.symptoms) : null };
  ctx.pubsub.publish('onSubmitDialysisInterval', session.clinicID, result as DialysisIntervalPayload);
  return result;
}
