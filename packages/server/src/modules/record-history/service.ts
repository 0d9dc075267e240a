import { HISTORY_SECTION_NAMES, historyChanges, historyEntities, historySection } from '@dialysis/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compilePage } from '../../db/list.ts';
import { recordHistory as history, staff } from '../../db/schema.ts';
import type { QueryListRecordHistoryArgs, RecordOperation } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';

const PAGE = { fields: {}, defaultOrder: [], tiebreaker: history.id, defaultLimit: 20, maxLimit: 100 };

const OPERATIONS: Record<string, RecordOperation> = { create: 'CREATE', update: 'UPDATE', delete: 'DELETE' };

export const UNKNOWN_SECTION = 'Unknown section.';

/**
 * The History view of one patient's record (issue 28), newest first: every change the database recorded for
 * the patient's records (migration 0019), narrowed to a session, a section or a person. The patient must be in
 * one of the user's centres (scopedPatient refuses another centre's as an unknown one); the read is audited.
 */
export async function listRecordHistory(ctx: Context, input: QueryListRecordHistoryArgs) {
  const { filter } = input;
  const p = await scopedPatient(ctx, filter.patientID);
  const { limit, offset } = compilePage(PAGE, input.pagination);
  const ofPatient = eq(history.patientID, p.id);
  const conditions: (SQL | undefined)[] = [ofPatient];
  if (filter.dialysisID !== null && filter.dialysisID !== undefined) {
    conditions.push(eq(history.dialysisID, filter.dialysisID));
  }
  if (filter.section) {
    if (!HISTORY_SECTION_NAMES.includes(filter.section)) throw invalid('section', UNKNOWN_SECTION);
    conditions.push(inArray(history.entity, historyEntities(filter.section)));
  }
  if (filter.accountID) conditions.push(eq(history.accountID, filter.accountID));
  const where = and(...conditions);

  const [rows, [total], entities, people] = await Promise.all([
    ctx.db
      .select({ change: history, name: staff.name })
      .from(history)
      .leftJoin(staff, eq(staff.accountID, history.accountID))
      .where(where)
      .orderBy(desc(history.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(history).where(where),
    // The filter's choices come from the whole record, not from the page or the filter itself.
    ctx.db.selectDistinct({ entity: history.entity }).from(history).where(ofPatient),
    ctx.db
      .selectDistinct({ accountID: history.accountID, name: staff.name })
      .from(history)
      .innerJoin(staff, eq(staff.accountID, history.accountID))
      .where(and(ofPatient, isNotNull(history.accountID)))
      .orderBy(asc(staff.name)),
  ]);

  await auditRead(ctx, {
    action: 'listRecordHistory',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
    detail: { dialysisID: filter.dialysisID ?? null, section: filter.section ?? null },
  });

  const present = new Set(entities.map((e) => historySection(e.entity)));
  return {
    count: total?.n ?? 0,
    sections: HISTORY_SECTION_NAMES.filter((name) => present.has(name)),
    people: people.flatMap((person) =>
      person.accountID ? [{ accountID: person.accountID, name: person.name }] : [],
    ),
    result: rows.map(({ change, name }) => ({
      id: String(change.id),
      at: change.at.toISOString(),
      accountID: change.accountID,
      byName: change.accountID ? (name ?? 'Unknown') : 'System',
      role: change.role,
      entity: change.entity,
      section: historySection(change.entity),
      entityID: change.entityID,
      operation: OPERATIONS[change.operation] ?? 'UPDATE',
      dialysisID: change.dialysisID,
      changes: historyChanges(change.entity, change.old ?? null, change.new ?? null),
    })),
  };
}
