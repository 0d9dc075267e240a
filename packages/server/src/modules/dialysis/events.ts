import { and, eq } from 'drizzle-orm';
import { filter, pipe } from 'graphql-yoga';
import type { Context } from '../../context.ts';
import { appointment, type dialysis } from '../../db/schema.ts';
import type { DialysisInterval } from '../../graphql/generated/resolvers-types.ts';
import type { DialysisIntervalPayload } from '../../platform/pubsub.ts';

type DialysisRow = typeof dialysis.$inferSelect;
type AppointmentRow = typeof appointment.$inferSelect;
type IntervalEvent = DialysisIntervalPayload & DialysisInterval;

/**
 * After a session changed: its own event (start or check-out) when given, and onUpdateAppointment for its
 * appointment, which the dashboards already listen to, so every open dashboard of the centre reloads.
 */
export async function publishSessionChange(
  ctx: Context,
  topic: 'onStartDialysis' | 'onCheckoutDialysis' | null,
  row: DialysisRow,
  booked?: AppointmentRow,
): Promise<void> {
  if (topic) {
    ctx.pubsub.publish(topic, row.clinicID, {
      id: row.id,
      clinicID: row.clinicID,
      patientID: row.patientID,
      appointmentID: row.appointmentID,
    });
  }
  if (row.appointmentID === null) return;
  const a =
    booked ??
    (
      await ctx.db
        .select()
        .from(appointment)
        .where(and(eq(appointment.id, row.appointmentID)))
        .limit(1)
    )[0];
  if (!a) return;
  ctx.pubsub.publish('onUpdateAppointment', a.clinicID, {
    id: a.id,
    clinicID: a.clinicID,
    patientID: a.patientID,
    date: a.date,
    shift: a.shift,
    deleted: a.deleted,
  });
}

export async function subscribeDialysis(
  ctx: Context,
  topic: 'onStartDialysis' | 'onCheckoutDialysis',
  clinicID: number,
) {
  await ctx.access.assertIn('dialysis:subscribe', clinicID);
  return ctx.pubsub.subscribe(topic, clinicID);
}

/**
 * Readings of a centre, or of one session of it (the intra page listens to its own session only). The topic
 * carries publishInterval's answer (a DialysisInterval); platform/pubsub.ts types its payload by the routing
 * fields only, so the reading's type is named here, once, for the subscription's result check.
 */
export async function subscribeIntervals(ctx: Context, clinicID: number, dialysisID?: number | null) {
  await ctx.access.assertIn('dialysis:subscribe', clinicID);
  const source = ctx.pubsub.subscribe('onSubmitDialysisInterval', clinicID) as AsyncIterable<IntervalEvent>;
  if (dialysisID === null || dialysisID === undefined) return source;
  return pipe(
    source,
    filter((event: IntervalEvent) => event.dialysisID === dialysisID),
  );
}
