import { maskNric } from '@dialysis/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { appointment, dialysis, patient, seat } from '../../db/schema.ts';
import { timestamptzToIso } from '../../db/serialize.ts';
import type { AppointmentDetail } from '../../graphql/generated/resolvers-types.ts';
import { intervalCountSql } from '../dialysis/session-reads.ts';
import { CARD_DIALYSIS_FIELDS, lastInterval } from './columns.ts';

/**
 * The dashboard day's cards read flat and mapped in one pass (docs/performance.md, Server lever 14).
 *
 * Why: the CPU profile of the dashboard under load showed a quarter of the request in turning 90 rows into the
 * answer: Drizzle's generic row mapping (an `is()` check per column per row, nested objects for the joined
 * tables), then `toApi` and `serialize` copying each card twice more. Here every column is selected under an
 * alias that is its API field's name, read as the driver returns it (Drizzle's prepared `all()`: numbers
 * parsed, timestamps left as PostgreSQL's text), and each row becomes its card in one step. The answer is the
 * one `toApi` gives through the general path, field for field (appointments.test.ts compares them).
 */

const D = 'dialysis.';
const TIMESTAMPS = new Set(['createdOn', 'updatedOn', 'deletedOn', 'lastDialysisIntervalTimestamp']);
const DIALYSIS_TIMESTAMPS = new Set<string>(['startTime', 'endTime']);

const aliased = (fields: Record<string, AnyColumn | SQL>) =>
  Object.fromEntries(Object.entries(fields).map(([alias, value]) => [alias, sql`${value}`.as(alias)]));

/** The SELECT list: every AppointmentDetail field, and the card's session columns under `dialysis.`. */
export const cardSelection = {
  ...aliased({
    id: appointment.id,
    patientID: appointment.patientID,
    clinicID: appointment.clinicID,
    seatID: appointment.seatID,
    date: appointment.date,
    shift: appointment.shift,
    time: appointment.time,
    quickbookInvoiceID: appointment.quickbookInvoiceID,
    createdOn: appointment.createdOn,
    updatedOn: appointment.updatedOn,
    deleted: appointment.deleted,
    deletedOn: appointment.deletedOn,
    name: patient.name,
    namecode: patient.namecode,
    nric: patient.nric,
    key: patient.photoKey,
    bucket: patient.photoBucket,
    region: patient.photoRegion,
    seatName: seat.name,
    lastDialysisIntervalID: lastInterval('id'),
    lastDialysisIntervalTimestamp: lastInterval('timestamp'),
    [`${D}intervalCount`]: intervalCountSql,
  }),
  ...aliased(Object.fromEntries(CARD_DIALYSIS_FIELDS.map((field) => [`${D}${field}`, dialysis[field]]))),
};

type Raw = Record<string, unknown>;

/** How each aliased column lands in the card, worked out once from the SELECT list (its keys are the aliases). */
const PLAN = Object.keys(cardSelection).map((alias) => {
  const inSession = alias.startsWith(D);
  const field = inSession ? alias.slice(D.length) : alias;
  const stamp = inSession ? DIALYSIS_TIMESTAMPS.has(field) : TIMESTAMPS.has(field);
  return { alias, field, inSession, stamp };
});

/** One raw row (aliased as above) as the card listAppointmentDetail answers. */
export function cardToApi(row: Raw) {
  const card: Raw = {};
  const session: Raw = {};
  for (const { alias, field, inSession, stamp } of PLAN) {
    const value = row[alias] ?? null;
    (inSession ? session : card)[field] = stamp && value !== null ? timestamptzToIso(value as string) : value;
  }
  const hasSession = session.id !== null;
  card.nric = maskNric(card.nric as string | null);
  card.dialysisID = hasSession ? session.id : null;
  card.dialysisStartedBy = hasSession ? session.startedBy : null;
  card.dialysisStartTime = hasSession ? session.startTime : null;
  card.dialysisEndedBy = hasSession ? session.endedBy : null;
  card.dialysisEndTime = hasSession ? session.endTime : null;
  card.dialysis = hasSession ? session : null;
  // Built field by field from the aliases above; the schema's types check each field again on the way out.
  return card as unknown as CardApi;
}

export type CardApi = AppointmentDetail;
