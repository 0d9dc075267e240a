import type { Group } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import {
  hospitalSummary,
  incidentReport,
  incidentResponse,
  labReport,
  medicalMilestone,
} from '../../db/schema.ts';
import type { CreateHospitalSummaryInput } from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type Fields, type RecordCase, sent } from './test-history.ts';

/** Lab reports, clinical notes, hospital entries, milestones and incident reports of a patient (test-history.ts). */

const CREATE_LAB_REPORT = graphql(`
  mutation HistoryCreateLabReport($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);
const UPDATE_LAB_REPORT = graphql(`
  mutation HistoryUpdateLabReport($update: UpdateLabReportInput!) { updateLabReport(update: $update) { id } }
`);
const DELETE_LAB_REPORT = graphql(`
  mutation HistoryDeleteLabReport($delete: DeleteLabReportInput!) { deleteLabReport(delete: $delete) { id } }
`);
const CREATE_NOTE = graphql(`
  mutation HistoryCreateNote($create: CreateHospitalSummaryInput!) { createHospitalSummary(create: $create) { id } }
`);
const CREATE_MILESTONE = graphql(`
  mutation HistoryCreateMilestone($create: CreateMedicalMilestoneInput!) {
    createMedicalMilestone(create: $create) { id }
  }
`);
const CREATE_INCIDENT = graphql(`
  mutation HistoryCreateIncident($create: CreateIncidentReportInput!) { createIncidentReport(create: $create) { id } }
`);
const RESPOND_INCIDENT = graphql(`
  mutation HistoryRespondIncident($update: UpdateIncidentReportInput!) { updateIncidentReport(update: $update) { id } }
`);

const labVersion = async (t: TestApp, id: string) => {
  const [row] = await t.db
    .select({ updatedOn: labReport.updatedOn })
    .from(labReport)
    .where(eq(labReport.id, Number(id)));
  return (row?.updatedOn ?? new Date(0)).toISOString();
};

/** A clinical note or a hospital entry (one mutation, one table), added by `by`: kept with its author and centre. */
function noteCase(
  record: string,
  by: Group,
  form: Omit<CreateHospitalSummaryInput, 'patientID'>,
  kept: Fields,
): RecordCase {
  return {
    record,
    entity: 'hospital_summary',
    by,
    async scenario(t, centre, as) {
      const p = await t.aPatient(centre);
      return {
        patientID: p.id,
        stored: () => t.db.select().from(hospitalSummary).where(eq(hospitalSummary.patientID, p.id)),
        create: {
          send: async (client) =>
            sent(
              await client.request(CREATE_NOTE, { create: { ...form, patientID: p.id } }),
              (d) => d.createHospitalSummary.id,
            ),
          writes: [
            {
              operation: 'create',
              new: { ...kept, staff_account_id: as.staff.accountID, clinic_id: centre.id },
            },
          ],
        },
        changes: [],
      };
    },
  };
}

export const CLINICAL_RECORD_CASES: RecordCase[] = [
  {
    record: 'lab report',
    entity: 'lab_report',
    by: 'MedicalDirector',
    async scenario(t, centre, as) {
      const p = await t.aPatient(centre);
      const report = { patientID: p.id, timestamp: '2030-03-01', source: 'Quest', K: 6.4, Hb: 9.8 };
      return {
        patientID: p.id,
        stored: () => t.db.select().from(labReport).where(eq(labReport.patientID, p.id)),
        create: {
          send: async (client) =>
            sent(await client.request(CREATE_LAB_REPORT, { create: report }), (d) => d.createLabReport.id),
          writes: [{ operation: 'create', new: { source: 'Quest', k: 6.4, hb: 9.8, clinic_id: centre.id } }],
        },
        changes: [
          {
            what: 'correction',
            send: async (client, id) =>
              sent(
                await client.request(UPDATE_LAB_REPORT, {
                  update: { id: Number(id), updatedOn: await labVersion(t, id), K: 4.6 },
                }),
              ),
            writes: [
              {
                operation: 'update',
                old: { k: 6.4, updated_by: null },
                new: { k: 4.6, updated_by: as.staff.accountID },
              },
            ],
          },
          {
            what: 'delete',
            send: async (client, id) =>
              sent(
                await client.request(DELETE_LAB_REPORT, {
                  delete: { id: Number(id), updatedOn: await labVersion(t, id), reason: 'Wrong patient' },
                }),
              ),
            writes: [
              {
                operation: 'delete',
                old: { deleted: 0, deleted_by: null, delete_reason: null },
                new: { deleted: 1, deleted_by: as.staff.accountID, delete_reason: 'Wrong patient' },
              },
            ],
          },
        ],
      };
    },
  },
  noteCase(
    'clinical note',
    'Doctor',
    {
      type: 'CLINIC',
      admitTimestamp: '2030-03-11T01:00:00.000Z',
      observation: 'Pale, tired',
      plan: 'Recheck Hb',
    },
    {
      type: 'CLINIC',
      admit_timestamp: '2030-03-11T01:00:00.000Z',
      observation: 'Pale, tired',
      plan: 'Recheck Hb',
    },
  ),
  noteCase(
    'hospital entry',
    'Nurse',
    {
      type: 'HOSPITAL',
      admitTimestamp: '2030-03-01T02:00:00.000Z',
      leaveTimestamp: '2030-03-05T08:00:00.000Z',
      location: 'SGH',
      diagnosis: 'Line sepsis',
    },
    {
      type: 'HOSPITAL',
      admit_timestamp: '2030-03-01T02:00:00.000Z',
      leave_timestamp: '2030-03-05T08:00:00.000Z',
      location: 'SGH',
      diagnosis: 'Line sepsis',
    },
  ),
  {
    record: 'medical milestone',
    entity: 'medical_milestone',
    by: 'Doctor',
    async scenario(t, centre) {
      const p = await t.aPatient(centre);
      const milestone = {
        patientID: p.id,
        timestamp: '2030-03-10T16:00:00.000Z',
        milestone: 'Started haemodialysis',
      };
      return {
        patientID: p.id,
        stored: () => t.db.select().from(medicalMilestone).where(eq(medicalMilestone.patientID, p.id)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_MILESTONE, { create: milestone }),
              (d) => d.createMedicalMilestone.id,
            ),
          writes: [
            {
              operation: 'create',
              new: { timestamp: '2030-03-10T16:00:00.000Z', milestone: 'Started haemodialysis', note: null },
            },
          ],
        },
        changes: [],
      };
    },
  },
  {
    record: 'incident report',
    entity: 'incident_report',
    by: 'Nurse',
    async scenario(t, centre, as) {
      const p = await t.aPatient(centre);
      const report = {
        clinicID: centre.id,
        patientID: p.id,
        location: 'Home',
        datetimeOccurred: '2030-03-10T02:00:00.000Z',
        reportedBy: as.staff.accountID,
        eventType: 'Fall',
        description: 'Slipped at the door',
      };
      const reports = () => t.db.select().from(incidentReport).where(eq(incidentReport.patientID, p.id));
      return {
        patientID: p.id,
        stored: async () => [
          ...(await reports()),
          ...(await t.db
            .select({ response: incidentResponse })
            .from(incidentResponse)
            .innerJoin(incidentReport, eq(incidentReport.id, incidentResponse.incidentReportID))
            .where(eq(incidentReport.patientID, p.id))),
        ],
        create: {
          send: async (client) =>
            sent(await client.request(CREATE_INCIDENT, { create: report }), (d) => d.createIncidentReport.id),
          writes: [
            {
              operation: 'create',
              new: {
                event_type: 'Fall',
                description: 'Slipped at the door',
                datetime_occurred: '2030-03-10T02:00:00.000Z',
                reported_by: as.staff.accountID,
                created_by: as.staff.accountID,
              },
            },
          ],
        },
        changes: [
          {
            // A response is a row of its own, never overwritten (the report's own fields do not change).
            what: 'response',
            send: async (client, id) =>
              sent(
                await client.request(RESPOND_INCIDENT, {
                  update: { id: Number(id), cause: 'Wet floor', action: 'Mopped' },
                }),
              ),
            writes: [
              {
                entity: 'incident_response',
                operation: 'create',
                new: { cause: 'Wet floor', action: 'Mopped', response_by: as.staff.accountID },
              },
            ],
          },
        ],
      };
    },
  },
];
