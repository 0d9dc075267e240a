import { eq } from 'drizzle-orm';
import { allergy, dialysisOrder, medication, medicationAdministered, patient } from '../../db/schema.ts';
import { graphql } from '../../test/generated/index.ts';
import { TODAY } from '../../test/test-app.ts';
import { unique, uniqueNric } from '../../test/unique.ts';
import { CREATE_DIALYSIS_ORDER, orderOf } from '../dialysis-orders/test-documents.ts';
import { CREATE_ADMINISTERED, CREATE_MEDICATION, UPDATE_MEDICATION } from '../medication/test-documents.ts';
import { type RecordCase, sent } from './test-history.ts';

/** The patient, their allergies, dialysis orders and medication, as their history keeps them (test-history.ts). */

const CREATE_PATIENT = graphql(`
  mutation HistoryCreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { id } }
`);
const UPDATE_PATIENT = graphql(`
  mutation HistoryUpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { id } }
`);
const CREATE_ALLERGY = graphql(`
  mutation HistoryCreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id } }
`);
const UPDATE_ALLERGY = graphql(`
  mutation HistoryUpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id } }
`);

export const PATIENT_CASES: RecordCase[] = [
  {
    record: 'patient',
    entity: 'patient',
    by: 'Nurse',
    async scenario(t, centre) {
      const name = unique('History Patient');
      const form = {
        existingClinicID: centre.id,
        name,
        idType: 'NRIC',
        nric: uniqueNric('281H'),
        gender: 'F',
        dob: '1958-02-14',
        race: 'Chinese',
        phoneNo: '6111 1111',
        address: '1 Bukit Merah Lane',
        nokName: 'Tan Mei Ling',
        nokPhoneNo: '9876 5432',
        amputee: 'No',
        DESRD: '2029-12-01',
        height: 160,
        weight: 65500,
      };
      return {
        patientID: 'self',
        stored: () => t.db.select().from(patient).where(eq(patient.name, name)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_PATIENT, { create: { patient: form, allergies: ['Penicillin'] } }),
              (d) => d.createPatient.id,
            ),
          writes: [
            {
              operation: 'create',
              new: { name, existing_clinic_id: centre.id, weight: 65500, height: 160, phone_no: '6111 1111' },
            },
            { entity: 'allergy', operation: 'create', new: { name: 'Penicillin' } },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (as, id) =>
              sent(
                await as.request(UPDATE_PATIENT, {
                  update: {
                    id: Number(id),
                    patient: { weight: 63500, phoneNo: '6222 2222' },
                    updatedOn: await t.version(patient, Number(id)),
                  },
                }),
              ),
            writes: [
              {
                operation: 'update',
                old: { weight: 65500, phone_no: '6111 1111' },
                new: { weight: 63500, phone_no: '6222 2222' },
              },
            ],
          },
        ],
      };
    },
  },
  {
    record: 'allergy',
    entity: 'allergy',
    by: 'Doctor',
    async scenario(t, centre) {
      const p = await t.aPatient(centre);
      return {
        patientID: p.id,
        stored: () => t.db.select().from(allergy).where(eq(allergy.patientID, p.id)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_ALLERGY, { create: { patientID: p.id, name: 'Latex' } }),
              (d) => d.createAllergy.id,
            ),
          writes: [{ operation: 'create', new: { name: 'Latex', patient_id: p.id } }],
        },
        changes: [
          {
            what: 'delete',
            send: async (as, id) =>
              sent(await as.request(UPDATE_ALLERGY, { update: { id: Number(id), deleted: 1 } })),
            writes: [{ operation: 'delete', old: { deleted: 0 }, new: { deleted: 1 } }],
          },
        ],
      };
    },
  },
  {
    record: 'dialysis order',
    entity: 'dialysis_order',
    by: 'Doctor',
    async scenario(t, centre, as) {
      const p = await t.aPatient(centre);
      const order = orderOf(p.id, { dryWeight: '58.5' });
      return {
        patientID: p.id,
        stored: () => t.db.select().from(dialysisOrder).where(eq(dialysisOrder.patientID, p.id)),
        create: {
          send: async (client) =>
            sent(
              await client.request(CREATE_DIALYSIS_ORDER, { create: order }),
              (d) => d.createDialysisOrder.id,
            ),
          writes: [
            {
              operation: 'create',
              new: {
                d_order: '2030-03-01',
                dry_weight: 58500,
                msa: 1.5,
                qb: 250,
                staff_account_id: as.staff.accountID,
              },
            },
          ],
        },
        changes: [],
      };
    },
  },
  {
    record: 'medication',
    entity: 'medication',
    by: 'Doctor',
    async scenario(t, centre) {
      const p = await t.aPatient(centre);
      const given = {
        patientID: p.id,
        start: '2030-03-01',
        medication: 'Calcium carbonate',
        dose: '500 mg',
        route: 'Oral',
        freq: 'TDS',
      };
      return {
        patientID: p.id,
        stored: () => t.db.select().from(medication).where(eq(medication.patientID, p.id)),
        create: {
          send: async (as) =>
            sent(await as.request(CREATE_MEDICATION, { create: given }), (d) => d.createMedication.id),
          writes: [
            {
              operation: 'create',
              new: { medication: 'Calcium carbonate', dose: '500 mg', status: 'ACTIVE', end: null },
            },
          ],
        },
        changes: [
          {
            what: 'stop',
            send: async (as, id) => sent(await as.request(UPDATE_MEDICATION, { update: { id: Number(id) } })),
            writes: [{ operation: 'update', old: { end: null }, new: { end: TODAY } }],
          },
        ],
      };
    },
  },
  {
    record: 'administered medication',
    entity: 'medication_administered',
    by: 'Nurse',
    async scenario(t, centre) {
      const p = await t.aPatient(centre);
      const [giver, witness] = await Promise.all([
        t.aStaffAccount('Nurse', [centre]),
        t.aStaffAccount('Nurse', [centre]),
      ]);
      const given = {
        patientID: p.id,
        medication: 'Heparin',
        dose: '1000 IU',
        route: 'IV',
        freq: 'Once',
        givenBy: giver.accountID,
        witnessedBy: witness.accountID,
      };
      return {
        patientID: p.id,
        stored: () =>
          t.db.select().from(medicationAdministered).where(eq(medicationAdministered.patientID, p.id)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_ADMINISTERED, { create: given }),
              (d) => d.createMedicationAdministered.id,
            ),
          writes: [
            {
              operation: 'create',
              new: {
                medication: 'Heparin',
                dose: '1000 IU',
                given_by: giver.accountID,
                witnessed_by: witness.accountID,
              },
            },
          ],
        },
        changes: [],
      };
    },
  },
];
