import { centreDate, DATE_FORMAT, MACHINE_STATUS_LABELS } from '@dialysis/domain';
import dayjs from 'dayjs';
import { asc, count, eq } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, machine, machineStatus } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryDownloadMachineStatusReportArgs } from '../../graphql/generated/resolvers-types.ts';
import { type ApiItem, type ItemRow, itemConditions, selectItems, statusRank, toApi } from './items.ts';

/** One report is one download: more rows than this should be narrowed by centre or test case first. */
export const REPORT_MAX_ROWS = 5000;
export const TOO_MANY_ROWS = `The report is limited to ${REPORT_MAX_ROWS} records. Please narrow the filter.`;

const HEADER = [
  'Centre',
  'Machine',
  'Serial No',
  'Test Case',
  'Status',
  'Expiry Date',
  'Next Audit',
  'Remarks',
  'Approved By',
  'Approved On',
  'Document',
];

const shown = (date: string | null) => (date ? dayjs(date).format(DATE_FORMAT) : '');

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. A cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe, so a remark cannot become a formula on
 * the auditor's machine.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(items: ApiItem[], timezone: (item: ApiItem) => string): string {
  const rows = items.map((item) => [
    item.machineClinicName,
    item.machineName,
    item.machineSerialNo,
    item.name,
    MACHINE_STATUS_LABELS[item.status],
    shown(item.expiryDate),
    shown(item.nextAudit),
    item.remarks,
    item.approvedBy,
    item.approvedTimestamp ? shown(centreDate(new Date(item.approvedTimestamp), timezone(item))) : '',
    item.documentName ?? (item.key ? 'Attached' : ''),
  ]);
  return [HEADER, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * Download Report: every item of the filtered list (same centres, search and scope as the screen), sorted
 * by centre, test case, status order and expiry, as CSV. Audited: who took which centres' audit data.
 */
export async function downloadMachineStatusReport(ctx: Context, input: QueryDownloadMachineStatusReportArgs) {
  const { where } = await itemConditions(ctx, input.filter);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(machineStatus)
    .innerJoin(machine, eq(machine.id, machineStatus.machineID))
    .where(where);
  const n = total?.n ?? 0;
  if (n > REPORT_MAX_ROWS) throw appError('BAD_USER_INPUT', TOO_MANY_ROWS);
  const rows = (await selectItems(ctx.db)
    .where(where)
    .orderBy(
      asc(clinic.name),
      asc(machineStatus.name),
      asc(statusRank),
      asc(machineStatus.expiryDate),
      asc(machine.name),
      asc(machineStatus.id),
    )) as ItemRow[];
  const zones = new Map(rows.map((r) => [r.item.id, r.timezone]));
  const csv = toCsv(rows.map(toApi), (item) => zones.get(item.id) ?? 'UTC');
  const clinicIDs = [...new Set(rows.map((r) => r.machineClinicID))];
  await auditRead(ctx, {
    action: 'machineStatus.report',
    entity: 'machineStatus',
    clinicID: clinicIDs.length === 1 ? clinicIDs[0] : null,
    detail: { count: n, clinicIDs, filter: input.filter ?? null },
  });
  const date = centreDate(ctx.clock.now(), ctx.config.defaultTimezone);
  return { fileName: `machine-status-${date}.csv`, contentType: 'text/csv; charset=utf-8', csv, count: n };
}
