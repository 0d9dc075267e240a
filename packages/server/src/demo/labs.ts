import { type LabValues, labReportFingerprint, linkSamples } from '@dialysis/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calculatedLabResult, dialysis, dialysisInterval, dialysisOrder } from '../db/schema.ts';
import { systemWriter, withWrite } from '../db/write.ts';
import { ADEQUACY_RULES_VERSION, calculatedRow, markLatest } from '../modules/labs/calculated.ts';
import { insertLabReports } from '../modules/labs/lab-report-insert.ts';

export const DEMO_LAB_SOURCE = 'Quest';

/** A small deterministic random source (mulberry32), so two fresh demos carry the same values. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const round = (value: number, places = 1) => Number(value.toFixed(places));

/**
 * Who is below target in the demo: every 7th patient of a centre (k mod 7 = 3) is under-dialysed (URR about
 * 60 %, spKt/V under 1.2, red); every 5th (k mod 5 = 2) has had no virology for half a year (stale, red dates).
 */
export const isUnderDialysed = (k: number) => k % 7 === 3;
export const hasStaleVirology = (k: number) => k % 5 === 2;

/**
 * One monthly blood test (the first session of the month, drawn at its start): electrolytes, urea pre and
 * post and the full blood count monthly; liver, HbA1c and iron studies with iPTH quarterly; lipids half-yearly;
 * HBsAg and HCV quarterly, HIV half-yearly (none for the last six months for the stale-virology patients).
 */
export function monthlyLabValues(k: number, monthsAgo: number, next: () => number): LabValues {
  const between = (min: number, max: number, places = 1) => round(min + next() * (max - min), places);
  const ureaPre = between(16, 30);
  const urr = isUnderDialysed(k) ? between(0.55, 0.63, 2) : between(0.66, 0.78, 2);
  const values: LabValues = {
    ureaPre,
    ureaPost: round(ureaPre * (1 - urr)),
    Hb: between(k % 4 === 0 ? 8.6 : 9.8, 12.6),
    MCV: between(84, 96, 0),
    TW: between(4.5, 9.5),
    Plt: between(160, 340, 0),
    K: between(3.9, k % 6 === 1 ? 6.4 : 5.6),
    Na: between(134, 142, 0),
    chlorine: between(96, 104, 0),
    HCO3: between(19, 25, 0),
    creatinine: between(620, 1100, 0),
    Ca: between(2.1, 2.5, 2),
    Po4: between(1.1, k % 3 === 0 ? 2.3 : 1.8, 2),
    Alb: between(33, 42, 0),
  };
  if (monthsAgo % 3 === 1) {
    Object.assign(values, {
      protein: between(62, 76, 0),
      Biltotal: between(5, 15, 0),
      SAP: between(60, 140, 0),
      SGPT_ALT: between(10, 40, 0),
      SGOT_AST: between(12, 38, 0),
      ggt: between(15, 60, 0),
      Hba1c: between(k % 3 === 0 ? 6.8 : 5.2, k % 3 === 0 ? 8.4 : 6.0),
      glucose: between(5, k % 3 === 0 ? 11 : 7),
      uric: between(300, 480, 0),
      Mg: between(0.8, 1.1, 2),
    } satisfies LabValues);
  }
  if (monthsAgo % 3 === 2) {
    Object.assign(values, {
      Fe: between(8, 22, 0),
      TIBC: between(40, 60, 0),
      ferritin: between(200, 700, 0),
      IPTH: between(15, 70, 0),
      CRP: between(1, 12),
    } satisfies LabValues);
  }
  if (monthsAgo % 6 === 1) {
    Object.assign(values, {
      TC: between(3.5, 5.6),
      HDL: between(0.9, 1.5),
      LDL: between(1.8, 3.4),
      TG: between(1, 2.4),
      Ratio: between(3, 5),
    } satisfies LabValues);
  }
  const virologyDue = !hasStaleVirology(k) || monthsAgo >= 7;
  if (virologyDue && monthsAgo % 3 === 0) {
    Object.assign(values, { HepBsAg: 'NEG', HCV: 'NEG', HepBsAb: between(12, 400, 0) } satisfies LabValues);
  }
  if (virologyDue && monthsAgo % 6 === 0) values.HIV = 'NEG';
  if (hasStaleVirology(k) && monthsAgo === 7) values.HIV = 'NEG';
  return values;
}

/**
 * Monthly labs for every demo patient with sessions (the first session of each month), inserted through the
 * lab module's own insert (its fingerprint and units), then their calculated results: the sample placed on its
 * session by the domain's rule (linkSamples) and the row made by the calculated-results module's own function
 * (calculatedRow: the domain's adequacy), exactly as a lab import would write them, in a handful of statements.
 */
export async function seedLabs(db: Db, now: Date, createdBy: string): Promise<void> {
  const result = (await db.execute(sql`
    select d.id, d.patient_id, d.clinic_id, c.timezone, d.start_time,
           to_char((d.start_time at time zone c.timezone)::date, 'YYYY-MM-DD') as day,
           ((extract(year from ${now.toISOString()}::timestamptz at time zone c.timezone) * 12
             + extract(month from ${now.toISOString()}::timestamptz at time zone c.timezone))
            - (extract(year from d.start_time at time zone c.timezone) * 12
               + extract(month from d.start_time at time zone c.timezone)))::int as months_ago,
           (select count(*) from patient q
             where q.existing_clinic_id = p.existing_clinic_id and q.id < p.id)::int as k
      from dialysis d
      join clinic c on c.id = d.clinic_id
      join patient p on p.id = d.patient_id
     where d.deleted = 0 and d.end_time is not null and d.session_month = 1
     order by d.patient_id, d.start_time`)) as unknown as {
    rows: {
      id: number;
      patient_id: number;
      clinic_id: number;
      timezone: string;
      start_time: string | Date;
      day: string;
      months_ago: number;
      k: number;
    }[];
  };
  const next = random(27);
  const rows = result.rows.map((s) => {
    const values = monthlyLabValues(s.k, s.months_ago, next);
    return {
      patientID: s.patient_id,
      clinicID: s.clinic_id,
      day: s.day,
      timezone: s.timezone,
      sampleTime: new Date(s.start_time),
      fingerprint: labReportFingerprint(String(s.patient_id), s.day, DEMO_LAB_SOURCE, values),
      createdBy,
      source: DEMO_LAB_SOURCE,
      accessIDlab: null,
      name: `Monthly renal panel ${s.day}`,
      values,
    };
  });
  if (rows.length === 0) return;
  const reports = await insertLabReports(db, rows);
  await seedCalculatedResults(
    db,
    reports.map((r) => r.id),
    now,
  );
}

/** The calculated results of the demo's lab reports (each on the one session of its day). */
async function seedCalculatedResults(db: Db, reportIDs: number[], now: Date): Promise<void> {
  const reports = (await db.execute(sql`
    select r.id, r.clinic_id, r.patient_id, r.timestamp, r.sample_time, r.urea_pre, r.urea_post, d.id as dialysis_id
      from lab_report r
      join clinic c on c.id = r.clinic_id
      join dialysis d on d.patient_id = r.patient_id and d.deleted = 0
       and (d.start_time at time zone c.timezone)::date = (r.timestamp at time zone c.timezone)::date
     where r.id = any(${sql.param(reportIDs)}::int[])`)) as unknown as {
    rows: {
      id: number;
      clinic_id: number;
      patient_id: number;
      timestamp: string | Date;
      sample_time: string | Date | null;
      urea_pre: number;
      urea_post: number;
      dialysis_id: number;
    }[];
  };
  const sessionIDs = reports.rows.map((r) => r.dialysis_id);
  const sessions = new Map(
    (await db.select().from(dialysis).where(inArray(dialysis.id, sessionIDs))).map((s) => [s.id, s]),
  );
  const orders = new Map(
    (
      await db
        .select({ id: dialysisOrder.id, QB: dialysisOrder.QB, QD: dialysisOrder.QD })
        .from(dialysisOrder)
        .where(
          inArray(
            dialysisOrder.id,
            [...sessions.values()].map((s) => s.dialysisOrderID ?? 0),
          ),
        )
    ).map((o) => [o.id, o]),
  );
  const readings = new Map(
    (
      await db
        .select({
          dialysisID: dialysisInterval.dialysisID,
          last: sql<string | null>`max(${dialysisInterval.timestamp})`,
          minQB: sql<number | null>`min(${dialysisInterval.QB})`,
          maxQB: sql<number | null>`max(${dialysisInterval.QB})`,
        })
        .from(dialysisInterval)
        .where(and(inArray(dialysisInterval.dialysisID, sessionIDs), eq(dialysisInterval.deleted, 0)))
        .groupBy(dialysisInterval.dialysisID)
    ).map((r) => [r.dialysisID, r]),
  );
  const values = reports.rows.flatMap((r) => {
    const session = sessions.get(r.dialysis_id);
    if (!session?.startTime) return [];
    const report = {
      id: r.id,
      clinicID: r.clinic_id,
      timestamp: new Date(r.timestamp),
      ureaPre: Number(r.urea_pre),
      ureaPost: Number(r.urea_post),
    };
    const sampleTime = r.sample_time ? new Date(r.sample_time) : null;
    return linkSamples([{ id: r.id, sampleTime }], [{ ...session, startTime: session.startTime }]).map(
      (link) => ({
        ...calculatedRow({
          report,
          session: link.dialysisID === null ? null : session,
          link,
          order: orders.get(session.dialysisOrderID ?? 0) ?? null,
          readings: readings.get(session.id) ?? null,
        }),
        patientID: r.patient_id,
        rulesVersion: ADEQUACY_RULES_VERSION,
        createdOn: now,
        updatedOn: now,
      }),
    );
  });
  for (let i = 0; i < values.length; i += 500) {
    await db.insert(calculatedLabResult).values(values.slice(i, i + 500));
  }
  // Each patient's latest result marked, in one write of the seed's own.
  await withWrite(
    systemWriter(db, () => now),
    async (w) => {
      for (const patientID of new Set(values.map((v) => v.patientID))) await markLatest(w, patientID);
    },
  );
}
