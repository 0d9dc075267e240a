import {
  DIALYSIS_ORDER_NUMBER_FIELDS,
  type DialysisOrderNumberField,
  DIALYSIS_ORDER_MESSAGES as M,
  NEEDLE_OPTIONS,
  orderNumberError,
  PRIMARY_ACCESS_OPTIONS,
  parseOrderNumber,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { listedPatientID, scopedPatient } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { dialysisOrder, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import type {
  CreateDialysisOrderInput,
  QueryListDialysisOrderArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { invalid, optionalText } from '../common/manage-input.ts';
import { required, requiredDate } from '../medication/input.ts';

// Spec 000 section 7: latest by dOrder first; of two orders on one day the later entered wins.
const LATEST_FIRST = [desc(dialysisOrder.dOrder), desc(dialysisOrder.id)];

const spec: ListSpec = {
  fields: {
    id: dialysisOrder.id,
    patientID: dialysisOrder.patientID,
    dOrder: dialysisOrder.dOrder,
    createdOn: dialysisOrder.createdOn,
  },
  defaultOrder: LATEST_FIRST,
  tiebreaker: dialysisOrder.id,
  defaultLimit: 20,
};

/** The id of the patient's order in force (the latest), or null when there is none. No scope check: callers check. */
export async function orderInForceID(db: ReadDb, patientID: number): Promise<number | null> {
  const [order] = await db
    .select({ id: dialysisOrder.id })
    .from(dialysisOrder)
    .where(and(eq(dialysisOrder.patientID, patientID), eq(dialysisOrder.deleted, 0)))
    .orderBy(...LATEST_FIRST)
    .limit(1);
  return order?.id ?? null;
}

/** One patient's orders, latest first: `pagination: {limit: 1}` is the order in force. */
export async function listDialysisOrder(ctx: Context, input: QueryListDialysisOrderArgs) {
  const p = await scopedPatient(ctx, listedPatientID(input.filter));
  const scope = and(eq(dialysisOrder.patientID, p.id), eq(dialysisOrder.deleted, 0));
  const list = await runList(
    spec,
    { ...input, scope },
    tableQueries(ctx.db, dialysisOrder, () =>
      ctx.db
        .select({ order: dialysisOrder, staffName: staff.name })
        .from(dialysisOrder)
        .leftJoin(staff, eq(staff.accountID, dialysisOrder.staffAccountID))
        .$dynamic(),
    ),
  );
  await auditRead(ctx, {
    action: 'listDialysisOrder',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
  });
  return {
    count: list.count,
    result: list.result.map((r) => ({ ...serialize(r.order), staffName: r.staffName })),
  };
}

function numberOf(field: DialysisOrderNumberField, text: string | null | undefined): number | null {
  const error = orderNumberError(field, text);
  if (error) throw invalid(field, error);
  const value = text?.trim() ?? '';
  return value ? parseOrderNumber(field, value) : null;
}

function optionOf(field: string, value: string | null | undefined, options: readonly string[]): string {
  const text = required(field, value, M.required);
  if (!options.includes(text)) throw invalid(field, M.invalidInput);
  return text;
}

/**
 * A new order (spec 000 section 5: every field but heparin, anticoagulant and access id required; numbers as
 * typed, 'Digits only' otherwise). The prescriber is the signed-in user; the dry weight is stored in grams.
 */
export async function createDialysisOrder(ctx: Context, create: CreateDialysisOrderInput) {
  const p = await scopedPatient(ctx, create.patientID);
  const dOrder = requiredDate('dOrder', create.dOrder);
  const numbers = Object.fromEntries(
    (Object.keys(DIALYSIS_ORDER_NUMBER_FIELDS) as DialysisOrderNumberField[]).map((field) => [
      field,
      numberOf(field, create[field]),
    ]),
  ) as Record<DialysisOrderNumberField, number | null>;
  const values = {
    patientID: p.id,
    staffAccountID: ctx.access.viewer?.accountID ?? null,
    dOrder,
    ...numbers,
    accessPrim: optionOf('accessPrim', create.accessPrim, PRIMARY_ACCESS_OPTIONS),
    aNeedle: optionOf('aNeedle', create.aNeedle, NEEDLE_OPTIONS),
    vNeedle: optionOf('vNeedle', create.vNeedle, NEEDLE_OPTIONS),
    notes: required('notes', create.notes, M.required, TEXT_LIMITS.multiline),
    accessID: optionalText(create.accessID, 'accessID', 200),
    antio: optionalText(create.antio, 'antio', 200),
  };
  const now = ctx.clock.now();
  return withWrite(ctx, async (w) => {
    const db = w.db;
    const [row] = await db
      .insert(dialysisOrder)
      .values({ ...values, createdOn: now, updatedOn: now })
      .returning();
    if (!row) throw new Error('dialysis order not created');
    await audit(w, {
      action: 'createDialysisOrder',
      entity: 'dialysisOrder',
      entityID: row.id,
      clinicID: p.clinicID,
      detail: { ...values, staffAccountID: undefined },
    });
    return { ...serialize(row), staffName: ctx.access.viewer?.name ?? null };
  });
}
