import { LAST_NON_NULL_GROUPS } from '@dialysis/domain';
import { sql } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { labReport } from '../../db/schema.ts';

type Cell = [value: string, timestamp: string] | null;

/**
 * The four Last Non Null Lab cards (spec 001 sections 2 and 7): for each item, the latest report of the
 * patient that has a value for it (timestamp DESC, then id DESC), with that report's own day. One query per
 * card, one indexed sub-select per item (lab_report_patient_idx), never a scan of the reports in JavaScript.
 */
export async function getLastNonNullLab(ctx: Context, patientID: number) {
  const p = await scopedPatient(ctx, patientID);
  const groups = [];
  for (const group of LAST_NON_NULL_GROUPS) {
    const items = group.fields.map((field) => {
      const column = sql.identifier(labReport[field].name);
      return sql`(select json_build_array(${column}::text, timestamp) from ${labReport}
        where patient_id = ${p.id} and deleted = 0 and ${column} is not null
        order by timestamp desc, id desc limit 1) as ${sql.identifier(field)}`;
    });
    const result = (await ctx.db.execute(sql`select ${sql.join(items, sql`, `)}`)) as unknown as {
      rows: Record<string, Cell>[];
    };
    const row = result.rows[0] ?? {};
    groups.push({
      key: group.key,
      title: group.title,
      items: group.fields.flatMap((item) => {
        const cell = row[item];
        return cell ? [{ item, value: cell[0], timestamp: new Date(cell[1]).toISOString() }] : [];
      }),
    });
  }
  await auditRead(ctx, {
    action: 'getLastNonNullLab',
    entity: 'patient',
    entityID: p.id,
    clinicID: p.clinicID,
  });
  return groups;
}
