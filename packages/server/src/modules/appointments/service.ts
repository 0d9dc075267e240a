import { maskNric } from '@dialysis/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compilePage, type ListSpec, runList } from '../../db/list.ts';
import { appointment, dialysis, patient, seat } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import type { QueryListAppointmentDetailArgs } from '../../graphql/generated/resolvers-types.ts';
import { cardColumnsSuffice, columns, type Row } from './columns.ts';
import { dayCards, dayQueries, dayShape } from './dashboard-day.ts';

const shiftOrder = sql`case ${appointment.shift} when 'M' then 0 when 'N' then 1 else 2 end`;

const spec: ListSpec = {
  fields: {
    clinicID: appointment.clinicID,
    patientID: appointment.patientID,
    date: appointment.date,
    shift: appointment.shift,
    time: appointment.time,
    name: patient.name,
    nric: patient.nric,
    deleted: appointment.deleted,
  },
  defaultOrder: [asc(appointment.date), asc(shiftOrder), asc(patient.name)],
  tiebreaker: appointment.id,
  defaultLimit: 20,
  // A centre's whole day fits: daily mode shows it on one page.
  maxLimit: 500,
};

function toApi(row: Row) {
  const d = row.dialysis;
  const last = row.lastDialysisIntervalTimestamp;
  // Built on serialize's fresh objects instead of spreading them into new ones: the dashboard maps 90 cards of
  // about 60 columns per load, and every copy is garbage to collect (docs/performance.md, Server levers).
  return Object.assign(serialize(row.appointment), {
    name: row.patientName,
    namecode: row.namecode,
    nric: maskNric(row.nric),
    key: row.key,
    bucket: row.bucket,
    region: row.region,
    seatName: row.seatName,
    dialysisID: d?.id ?? null,
    dialysisStartedBy: d?.startedBy ?? null,
    dialysisStartTime: d?.startTime?.toISOString() ?? null,
    dialysisEndedBy: d?.endedBy ?? null,
    dialysisEndTime: d?.endTime?.toISOString() ?? null,
    lastDialysisIntervalID: row.lastDialysisIntervalID,
    lastDialysisIntervalTimestamp: last ? new Date(last).toISOString() : null,
    // The session's own columns and its reading count; display names come with getDialysis / listDialysis.
    dialysis: d ? Object.assign(serialize(d), { intervalCount: row.intervalCount }) : null,
  });
}

/** Any other filter or order: through the list helper. */
function anyList(ctx: Context, clinicID: number, input: QueryListAppointmentDetailArgs) {
  const scope = and(eq(appointment.clinicID, clinicID), eq(appointment.deleted, 0), eq(patient.deleted, 0));
  return runList(
    spec,
    { ...input, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        ctx.db
          .select(columns)
          .from(appointment)
          .innerJoin(patient, eq(patient.id, appointment.patientID))
          .leftJoin(seat, eq(seat.id, appointment.seatID))
          .leftJoin(dialysis, and(eq(dialysis.appointmentID, appointment.id), eq(dialysis.deleted, 0)))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset) as Promise<Row[]>,
      count: async (where) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(appointment)
            .innerJoin(patient, eq(patient.id, appointment.patientID))
            .where(where)
        )[0]?.n ?? 0,
    },
  );
}

/** The dashboard's appointments of one centre, with patient, seat, session and last reading in one query. */
export async function listAppointmentDetail(
  ctx: Context,
  input: QueryListAppointmentDetailArgs,
  /** The session fields the client selected (db/selection.ts), or null for none. */
  sessionFields: ReadonlySet<string> | null = null,
) {
  const clinicID = await ctx.access.assertIn('appointment:list', input.filter?.clinicID?.eq);
  const shape = dayShape(clinicID, input.filter, input.pagination?.orderby);
  const list =
    shape && cardColumnsSuffice(sessionFields)
      ? await dayCards(ctx.db, clinicID, shape, compilePage(spec, input.pagination))
      : await fullList(ctx, clinicID, input, shape);
  await auditRead(ctx, {
    action: 'listAppointmentDetail',
    entity: 'patient',
    clinicID,
    detail: { patientIDs: list.result.map((r) => r.patientID), count: list.count },
  });
  return list;
}

/** Every session column, mapped by Drizzle and toApi: the day's prepared read, or any other filter. */
async function fullList(
  ctx: Context,
  clinicID: number,
  input: QueryListAppointmentDetailArgs,
  shape: ReturnType<typeof dayShape>,
) {
  const list = shape
    ? await dayQueries(ctx.db, clinicID, shape, compilePage(spec, input.pagination))
    : await anyList(ctx, clinicID, input);
  return { count: list.count, result: list.result.map(toApi) };
}

/** Live events of one centre the user may see. */
export async function subscribeAppointments(
  ctx: Context,
  topic: 'onCreateAppointment' | 'onUpdateAppointment',
  clinicID: number,
) {
  await ctx.access.assertIn('appointment:subscribe', clinicID);
  return ctx.pubsub.subscribe(topic, clinicID);
}
