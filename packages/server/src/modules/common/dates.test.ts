import { PATIENT_DATES, SAMPLE_TIME_MESSAGES } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import {
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  getNamedType,
  isInputObjectType,
  isScalarType,
} from 'graphql';
import { describe, expect } from 'vitest';
import {
  appointment,
  certification,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  hospitalSummary,
  incidentReport,
  labReport,
  machineStatus,
  medicalMilestone,
  medication,
  patient,
} from '../../db/schema.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { GqlResponse } from '../../test/graphql.ts';
import { type StaffClient, T0, type TestApp, TODAY } from '../../test/test-app.ts';
import {
  aReadyCheckIn,
  CHECKOUT,
  checkInForm,
  READINGS,
  START,
  SUBMIT_INTERVAL,
  UPDATE as UPDATE_DIALYSIS,
  UPDATE_INTERVAL,
} from '../dialysis/test-documents.ts';
import { orderOf } from '../dialysis-orders/test-documents.ts';

/**
 * Issue 25, item 6: every write that takes a date or a time refuses one that does not exist ('2026-02-30',
 * which `new Date` turned into 2 March) with a field message, and stores nothing. The writes are found in the
 * schema itself (every String input field named like a date, and the patient's date fields), so a date field
 * added later without a case here fails the first test.
 */

// ---------------------------------------------------------------------------------------------------------
// Documents (the answers are not read: each case is refused).

const HOSPITAL_SUMMARY = graphql(`
  mutation DatesCreateHospitalSummary($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }
`);
const MILESTONE = graphql(`
  mutation DatesCreateMilestone($create: CreateMedicalMilestoneInput!) { createMedicalMilestone(create: $create) { id } }
`);
const INCIDENT = graphql(`
  mutation DatesCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }
`);
const LAB_REPORT = graphql(`
  mutation DatesCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);
const UPDATE_LAB_REPORT = graphql(`
  mutation DatesUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }
`);
const CREATE_PATIENT = graphql(`
  mutation DatesCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }
`);
const UPDATE_PATIENT = graphql(`
  mutation DatesUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }
`);
const MEDICATION = graphql(`
  mutation DatesCreateMedication($create: CreateMedicationInput!) { createMedication(create: $create) { id } }
`);
const DIALYSIS_ORDER = graphql(`
  mutation DatesCreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }
`);
const APPOINTMENT = graphql(`
  mutation DatesCreateAppointment($create: CreateAppointmentInput!) { createAppointment(create: $create) { id } }
`);
const APPOINTMENT_SERIES = graphql(`
  mutation DatesCreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
    createAppointmentSeries(create: $create) { full }
  }
`);
const CREATE_MACHINE_STATUS = graphql(`
  mutation DatesCreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { id } }
`);
const UPDATE_MACHINE_STATUS = graphql(`
  mutation DatesUpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
    updateMachineStatus(update: $update, state: $state) { id }
  }
`);
const CREATE_CERTIFICATION = graphql(`
  mutation DatesCreateCertification($create: CreateCertificationInput!) { createCertification(create: $create) { id } }
`);
const UPDATE_CERTIFICATION = graphql(`
  mutation DatesUpdateCertification($update: UpdateCertificationInput!) { updateCertification(update: $update) { id } }
`);
const CREATE_MY_CERTIFICATION = graphql(`
  mutation DatesCreateMyCertification($create: CreateMyCertificationInput!) { createMyCertification(create: $create) { id } }
`);
const UPDATE_MY_CERTIFICATION = graphql(`
  mutation DatesUpdateMyCertification($update: UpdateCertificationInput!) { updateMyCertification(update: $update) { id } }
`);

// ---------------------------------------------------------------------------------------------------------
// What each kind of field is sent: none of these is a real date (or time).

const NOT_REAL = {
  /** A calendar date YYYY-MM-DD. */
  date: ['2026-02-30', '2026-04-31', '2026-02-29', '2026-02-30T02:00:00.000Z'],
  /** An instant: a date and time with its offset. */
  instant: [
    '2026-02-30',
    '2026-02-30T02:00:00.000Z',
    '2026-04-31T10:00:00+08:00',
    '2026-02-29T10:00:00Z',
    '2026-02-28T24:00:00Z',
    '2026-02-28T10:00:00',
  ],
  /** A lab sample's day: a calendar date or an instant. */
  day: ['2026-02-30', '2026-02-30T02:00:00.000Z', '2026-04-31'],
  /** A time of day HH:mm:ss. */
  time: ['24:00:00', '12:60:00', '9:00:00'],
  /** A lab sample's time of day on its report's day, HH:mm. */
  sampleTime: ['24:00', '12:60', '9:15', '08:40:00'],
} as const;
type Kind = keyof typeof NOT_REAL;

interface Given {
  A: { id: number };
  nurse: StaffClient;
  manager: StaffClient;
}

/** A write with its date field: how to send it with a value, and what it would change. */
interface Write {
  send(value: string): Promise<GqlResponse<unknown>>;
  /** The rows the write would add or change, read before and after: a refusal leaves them as they were. */
  stored(): Promise<unknown>;
}

interface DateCase {
  /** Mutation.argument.field(.field) as the schema names it. */
  path: string;
  kind: Kind;
  make(t: TestApp, given: Given): Promise<Write>;
}

const patientForm = (clinicID: number, over: Record<string, unknown>) => ({
  existingClinicID: clinicID,
  name: `Dates ${Math.random().toString(36).slice(2, 10)}`,
  idType: 'NRIC',
  nric: `D${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}Z`,
  gender: 'F',
  dob: '1960-05-01',
  race: 'Chinese',
  phoneNo: '+65 9123-4567',
  address: '1 Bukit Merah Lane',
  nokName: 'Tan Mei Ling',
  nokPhoneNo: '9876 5432',
  amputee: 'No',
  DESRD: '2029-12-01',
  ...over,
});

const patientDateCases = (PATIENT_DATES as readonly string[]).flatMap((field): DateCase[] => [
  {
    path: `createPatient.create.patient.${field}`,
    kind: 'date',
    async make(t, { A, nurse }) {
      const name = `Dates ${field} ${Math.random().toString(36).slice(2, 8)}`;
      return {
        send: (value) =>
          nurse.request(CREATE_PATIENT, {
            create: { patient: patientForm(A.id, { name, [field]: value }), allergies: ['Penicillin'] },
          }),
        stored: () => t.db.select().from(patient).where(eq(patient.name, name)),
      };
    },
  },
  {
    path: `updatePatient.update.patient.${field}`,
    kind: 'date',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: async (value) =>
          nurse.request(UPDATE_PATIENT, {
            update: { id: p.id, patient: { [field]: value }, updatedOn: await t.version(patient, p.id) },
          }),
        stored: () => t.db.select().from(patient).where(eq(patient.id, p.id)),
      };
    },
  },
]);

const certificationCases: DateCase[] = [
  {
    path: 'createCertification.create.expiry',
    kind: 'date',
    async make(t, { A, manager }) {
      const member = await t.aStaffAccount('Nurse', [A]);
      return {
        send: (expiry) =>
          manager.request(CREATE_CERTIFICATION, {
            create: { accountID: member.accountID, name: 'BLS', expiry },
          }),
        stored: () => t.db.select().from(certification).where(eq(certification.accountID, member.accountID)),
      };
    },
  },
  {
    path: 'updateCertification.update.expiry',
    kind: 'date',
    async make(t, { A, manager }) {
      const member = await t.aStaffAccount('Nurse', [A]);
      const added = await manager.request(CREATE_CERTIFICATION, {
        create: { accountID: member.accountID, name: 'BLS', expiry: '2031-01-01' },
      });
      const id = added.data?.createCertification.id ?? 0;
      return {
        send: async (expiry) =>
          manager.request(UPDATE_CERTIFICATION, {
            update: { id, expiry, updatedOn: await t.version(certification, id) },
          }),
        stored: () => t.db.select().from(certification).where(eq(certification.id, id)),
      };
    },
  },
  {
    path: 'createMyCertification.create.expiry',
    kind: 'date',
    async make(t, { A }) {
      const me = await t.signedInAs('Nurse', [A]);
      return {
        send: (expiry) => me.request(CREATE_MY_CERTIFICATION, { create: { name: 'ACLS', expiry } }),
        stored: () =>
          t.db.select().from(certification).where(eq(certification.accountID, me.staff.accountID)),
      };
    },
  },
  {
    path: 'updateMyCertification.update.expiry',
    kind: 'date',
    async make(t, { A }) {
      const me = await t.signedInAs('Nurse', [A]);
      const added = await me.request(CREATE_MY_CERTIFICATION, {
        create: { name: 'ACLS', expiry: '2031-01-01' },
      });
      const id = added.data?.createMyCertification.id ?? 0;
      return {
        send: async (expiry) =>
          me.request(UPDATE_MY_CERTIFICATION, {
            update: { id, expiry, updatedOn: await t.version(certification, id) },
          }),
        stored: () => t.db.select().from(certification).where(eq(certification.id, id)),
      };
    },
  },
];

const machineStatusCases = (['expiryDate', 'nextAudit'] as const).flatMap((field): DateCase[] => [
  {
    path: `createMachineStatus.create.${field}`,
    kind: 'date',
    async make(t, { A, manager }) {
      const m = await t.aMachine(A);
      return {
        send: (value) =>
          manager.request(CREATE_MACHINE_STATUS, {
            create: { machineID: m.id, name: 'Electrical safety', expiryDate: '2031-03-11', [field]: value },
          }),
        stored: () => t.db.select().from(machineStatus).where(eq(machineStatus.machineID, m.id)),
      };
    },
  },
  {
    path: `updateMachineStatus.update.${field}`,
    kind: 'date',
    async make(t, { A, manager }) {
      const m = await t.aMachine(A);
      // To Schedule (its expiry within three months): SCHEDULE is the action it allows.
      const item = await t.aMachineStatus(m, { status: 'TO_SCHEDULE', expiryDate: '2030-05-01' });
      return {
        send: async (value) =>
          manager.request(UPDATE_MACHINE_STATUS, {
            update: {
              id: item.id,
              nextAudit: '2030-04-01',
              [field]: value,
              updatedOn: await t.version(machineStatus, item.id),
            },
            state: 'SCHEDULE',
          }),
        stored: () => t.db.select().from(machineStatus).where(eq(machineStatus.id, item.id)),
      };
    },
  },
]);

const sessionCases: DateCase[] = [
  {
    path: 'checkoutDialysis.checkout.dischargeTime',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const ready = await aReadyCheckIn(t, A);
      const started = await nurse.request(START, {
        create: checkInForm(ready.machine.id),
        appointmentID: ready.appointment.id,
      });
      const session = started.data?.startDialysis as { id: number; updatedOn: string };
      const post = {
        postWeight: '63.8',
        postTemp: '36.4',
        postEdema: '0',
        postSBP: '125',
        postDBP: '78',
        postHRT: '70',
      };
      return {
        send: (dischargeTime) =>
          nurse.request(CHECKOUT, {
            checkout: {
              id: session.id,
              updatedOn: session.updatedOn,
              mode: 'SIMPLE',
              ...post,
              dischargeTime,
            },
          }),
        stored: () => t.db.select().from(dialysis).where(eq(dialysis.id, session.id)),
      };
    },
  },
  {
    path: 'startDialysis.create.arriveTime',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const ready = await aReadyCheckIn(t, A);
      return {
        send: (arriveTime) =>
          nurse.request(START, {
            create: checkInForm(ready.machine.id, { arriveTime }),
            appointmentID: ready.appointment.id,
          }),
        stored: () => t.db.select().from(dialysis).where(eq(dialysis.appointmentID, ready.appointment.id)),
      };
    },
  },
  {
    // The start a check-in kept on a tablet offline sends (issue 31).
    path: 'startDialysis.create.startTime',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const ready = await aReadyCheckIn(t, A);
      return {
        send: (startTime) =>
          nurse.request(START, {
            create: checkInForm(ready.machine.id, { startTime }),
            appointmentID: ready.appointment.id,
          }),
        stored: () => t.db.select().from(dialysis).where(eq(dialysis.appointmentID, ready.appointment.id)),
      };
    },
  },
  {
    path: 'submitDialysisInterval.create.timestamp',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const { dialysis: session } = await t.aBookedPatient(A, TODAY, { session: 'started', at: T0 });
      const dialysisID = session?.id ?? 0;
      return {
        send: (timestamp) =>
          nurse.request(SUBMIT_INTERVAL, { create: { dialysisID, ...READINGS, timestamp } }),
        stored: () => t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, dialysisID)),
      };
    },
  },
  {
    path: 'updateDialysisInterval.update.timestamp',
    kind: 'instant',
    async make(t, { A, nurse }) {
      // Only a Medical Director corrects a recorded reading.
      const director = await t.signedInAs('MedicalDirector', [A]);
      const { dialysis: session } = await t.aBookedPatient(A, TODAY, { session: 'started', at: T0 });
      const dialysisID = session?.id ?? 0;
      const recorded = await nurse.request(SUBMIT_INTERVAL, { create: { dialysisID, ...READINGS } });
      const reading = expectData(recorded).submitDialysisInterval;
      return {
        send: (timestamp) =>
          director.request(UPDATE_INTERVAL, {
            update: { id: reading.id, updatedOn: reading.updatedOn, timestamp },
          }),
        stored: () => t.db.select().from(dialysisInterval).where(eq(dialysisInterval.id, reading.id)),
      };
    },
  },
  ...(['startTime', 'endTime', 'arriveTime', 'dischargeTime'] as const).map(
    (field): DateCase => ({
      path: `updateDialysis.update.${field}`,
      kind: 'instant',
      async make(t, { A, nurse }) {
        // An ended session: the check-out edit is where the treatment times can be corrected.
        const { dialysis: session } = await t.aBookedPatient(A, TODAY, { session: 'ended', at: T0 });
        const id = session?.id ?? 0;
        const updatedOn = await t.version(dialysis, id);
        return {
          send: (value) =>
            nurse.request(UPDATE_DIALYSIS, {
              update: { id, updatedOn, [field]: value },
            }),
          stored: () => t.db.select().from(dialysis).where(eq(dialysis.id, id)),
        };
      },
    }),
  ),
];

const CASES: DateCase[] = [
  ...(['admitTimestamp', 'leaveTimestamp'] as const).map(
    (field): DateCase => ({
      path: `createHospitalSummary.create.${field}`,
      kind: 'instant',
      async make(t, { A, nurse }) {
        const p = await t.aPatient(A);
        const entry = {
          patientID: p.id,
          type: 'HOSPITAL' as const,
          admitTimestamp: '2030-03-01T02:00:00.000Z',
          leaveTimestamp: '2030-03-05T08:00:00.000Z',
          location: 'SGH',
        };
        return {
          send: (value) => nurse.request(HOSPITAL_SUMMARY, { create: { ...entry, [field]: value } }),
          stored: () => t.db.select().from(hospitalSummary).where(eq(hospitalSummary.patientID, p.id)),
        };
      },
    }),
  ),
  {
    path: 'createMedicalMilestone.create.timestamp',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (timestamp) =>
          nurse.request(MILESTONE, {
            create: { patientID: p.id, timestamp, milestone: 'Started haemodialysis' },
          }),
        stored: () => t.db.select().from(medicalMilestone).where(eq(medicalMilestone.patientID, p.id)),
      };
    },
  },
  {
    path: 'createIncidentReport.create.datetimeOccurred',
    kind: 'instant',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (datetimeOccurred) =>
          nurse.request(INCIDENT, {
            create: {
              clinicID: A.id,
              patientID: p.id,
              location: 'Home',
              datetimeOccurred,
              reportedBy: nurse.staff.accountID,
              eventType: 'Fall',
              description: 'Slipped at the door',
            },
          }),
        stored: () => t.db.select().from(incidentReport).where(eq(incidentReport.patientID, p.id)),
      };
    },
  },
  {
    path: 'createLabReport.create.timestamp',
    kind: 'day',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (timestamp) =>
          nurse.request(LAB_REPORT, { create: { patientID: p.id, timestamp, source: 'Quest', K: 4.2 } }),
        stored: () => t.db.select().from(labReport).where(eq(labReport.patientID, p.id)),
      };
    },
  },
  {
    path: 'createLabReport.create.sampleTime',
    kind: 'sampleTime',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (sampleTime) =>
          nurse.request(LAB_REPORT, {
            create: { patientID: p.id, timestamp: TODAY, sampleTime, source: 'Quest', K: 4.2 },
          }),
        stored: () => t.db.select().from(labReport).where(eq(labReport.patientID, p.id)),
      };
    },
  },
  ...(
    [
      ['timestamp', 'day'],
      ['sampleTime', 'sampleTime'],
    ] as const
  ).map(
    ([field, kind]): DateCase => ({
      path: `updateLabReport.update.${field}`,
      kind,
      async make(t, { A, nurse }) {
        const p = await t.aPatient(A);
        await nurse.request(LAB_REPORT, {
          create: { patientID: p.id, timestamp: TODAY, source: 'Quest', K: 4.2 },
        });
        const [report] = await t.db.select().from(labReport).where(eq(labReport.patientID, p.id));
        const id = report?.id ?? 0;
        const updatedOn = report?.updatedOn.toISOString() ?? '';
        return {
          send: (value) => nurse.request(UPDATE_LAB_REPORT, { update: { id, updatedOn, [field]: value } }),
          stored: () => t.db.select().from(labReport).where(eq(labReport.id, id)),
        };
      },
    }),
  ),
  ...patientDateCases,
  {
    path: 'createMedication.create.start',
    kind: 'date',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (start) =>
          nurse.request(MEDICATION, {
            create: {
              patientID: p.id,
              start,
              medication: 'Calcium carbonate',
              dose: '500 mg',
              route: 'Oral',
              freq: 'TDS',
            },
          }),
        stored: () => t.db.select().from(medication).where(eq(medication.patientID, p.id)),
      };
    },
  },
  {
    path: 'createDialysisOrder.create.dOrder',
    kind: 'date',
    async make(t, { A, manager }) {
      const p = await t.aPatient(A);
      return {
        send: (dOrder) => manager.request(DIALYSIS_ORDER, { create: orderOf(p.id, { dOrder }) }),
        stored: () => t.db.select().from(dialysisOrder).where(eq(dialysisOrder.patientID, p.id)),
      };
    },
  },
  ...(['date', 'time'] as const).map(
    (field): DateCase => ({
      path: `createAppointment.create.${field}`,
      kind: field,
      async make(t, { A, nurse }) {
        const p = await t.aPatient(A);
        const booking = {
          patientID: p.id,
          clinicID: A.id,
          date: TODAY,
          shift: 'E' as const,
          time: '18:00:00',
        };
        return {
          send: (value) => nurse.request(APPOINTMENT, { create: { ...booking, [field]: value } }),
          stored: () => t.db.select().from(appointment).where(eq(appointment.patientID, p.id)),
        };
      },
    }),
  ),
  {
    path: 'createAppointmentSeries.create.start',
    kind: 'date',
    async make(t, { A, nurse }) {
      const p = await t.aPatient(A);
      return {
        send: (start) =>
          nurse.request(APPOINTMENT_SERIES, {
            create: { patientID: p.id, clinicID: A.id, shift: 'N', start, weekdays: [1, 3, 5], weeks: 2 },
          }),
        stored: () => t.db.select().from(appointment).where(eq(appointment.patientID, p.id)),
      };
    },
  },
  ...certificationCases,
  ...machineStatusCases,
  ...sessionCases,
];

const MESSAGE: Record<Kind, string> = {
  date: 'Not a valid date.',
  instant: 'Not a valid date.',
  day: 'Not a valid date.',
  time: 'Not a valid time.',
  sampleTime: SAMPLE_TIME_MESSAGES.invalid,
};

// ---------------------------------------------------------------------------------------------------------
// The schema's date fields.

/** Names that are dates or times; the patient's date fields (DESRD, DExit...) come from the domain's list. */
const DATE_NAME = /date|time|timestamp|^dob$|expiry|^start$|^end$|occurred|^nextAudit$|^dOrder$/i;

/**
 * Not a clinical date: the version an edit was made on (the record's updatedOn as read), compared with the
 * stored one to the millisecond (db/versioned-update.ts); any other text answers VERSION_CONFLICT.
 */
const NOT_DATES = /\.updatedOn$/;

function dateFieldsOfMutations(): string[] {
  const schema = buildSchema();
  const found: string[] = [];
  const isString = (type: GraphQLNamedType) => isScalarType(type) && type.name === 'String';
  const walk = (prefix: string, type: GraphQLInputObjectType, seen: ReadonlySet<string>) => {
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      const path = `${prefix}.${field.name}`;
      if (isInputObjectType(named) && !seen.has(named.name))
        walk(path, named, new Set([...seen, named.name]));
      const patientDate =
        type.name === 'PatientFields' && (PATIENT_DATES as readonly string[]).includes(field.name);
      if (isString(named) && (DATE_NAME.test(field.name) || patientDate)) found.push(path);
    }
  };
  for (const [name, field] of Object.entries(schema.getMutationType()?.getFields() ?? {})) {
    for (const arg of field.args) {
      const named = getNamedType(arg.type);
      if (isInputObjectType(named)) walk(`${name}.${arg.name}`, named, new Set([named.name]));
      else if (isString(named) && DATE_NAME.test(arg.name)) found.push(`${name}.${arg.name}`);
    }
  }
  return found.filter((path) => !NOT_DATES.test(path)).sort();
}

// ---------------------------------------------------------------------------------------------------------

const test = apiTest(async (t): Promise<Given> => {
  const A = await t.aCentre();
  const [nurse, manager] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('ManagingNurse', [A]),
  ]);
  return { A, nurse, manager };
});

describe('every date and time a write takes is a real one', () => {
  test('the cases below cover every date field of every mutation in the schema', () => {
    expect(CASES.map((c) => c.path).sort()).toEqual(dateFieldsOfMutations());
  });

  test.for(CASES)(
    '$path refuses a date that does not exist with a field message, and stores nothing',
    async (c, { t, given }) => {
      const { path } = c;
      const write = await c.make(t, given);
      const before = await write.stored();
      const field = path.split('.').at(-1) ?? '';
      for (const value of NOT_REAL[c.kind]) {
        const res = await write.send(value);
        expect(res.errors?.[0]?.message, `${path} = ${value}`).toBe(MESSAGE[c.kind]);
        expectFieldError(res, field, MESSAGE[c.kind]);
      }
      expect(await write.stored()).toEqual(before);
    },
  );
});
