import { eq } from 'drizzle-orm';
import { dialysis, dialysisInterval, medicationAdministered } from '../../db/schema.ts';
import { TODAY } from '../../test/test-app.ts';
import {
  aReadyCheckIn,
  CHECKOUT,
  checkInForm,
  READINGS,
  START,
  SUBMIT_INTERVAL,
  UPDATE,
  UPDATE_INTERVAL,
} from '../dialysis/test-documents.ts';
import { type RecordCase, sent, WRITTEN_AT } from './test-history.ts';

/** A dialysis session and its readings, as their history keeps them (see test-history.ts). */

export const SESSION_CASES: RecordCase[] = [
  {
    record: 'dialysis session',
    entity: 'dialysis',
    by: 'Nurse',
    async scenario(t, centre, as) {
      const { patient, appointment, order, machine } = await aReadyCheckIn(t, centre);
      return {
        patientID: patient.id,
        stored: () => t.db.select().from(dialysis).where(eq(dialysis.patientID, patient.id)),
        create: {
          // Check-in: weights typed in kg are kept in grams (65.5 -> 65500), the UF target too.
          send: async (client) =>
            sent(
              await client.request(START, { create: checkInForm(machine.id), appointmentID: appointment.id }),
              (d) => d.startDialysis.id,
            ),
          writes: [
            {
              operation: 'create',
              new: {
                appointment_id: appointment.id,
                pre_weight: 65500,
                last_weight: 65000,
                dry_weight: 63500,
                uf_target_start: 2000,
                pre_sbp: 140,
                machine_id: machine.id,
                dialysis_order_id: order.id,
                started_by: as.staff.accountID,
              },
            },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (client, id) =>
              sent(
                await client.request(UPDATE, {
                  update: {
                    id: Number(id),
                    updatedOn: await t.version(dialysis, Number(id)),
                    preWeight: '66',
                    dryWeight: '64.2',
                  },
                }),
              ),
            writes: [
              {
                operation: 'update',
                old: { pre_weight: 65500, dry_weight: 63500 },
                new: { pre_weight: 66000, dry_weight: 64200 },
              },
            ],
          },
          {
            what: 'check-out',
            send: async (client, id) =>
              sent(
                await client.request(CHECKOUT, {
                  checkout: {
                    id: Number(id),
                    updatedOn: await t.version(dialysis, Number(id)),
                    mode: 'SIMPLE',
                    postWeight: '63.8',
                    postSBP: '125',
                    notes: 'No readings: alarm',
                  },
                }),
              ),
            writes: [
              {
                operation: 'update',
                old: {
                  end_time: null,
                  ended_by: null,
                  discharge_time: null,
                  post_weight: null,
                  post_sbp: null,
                  notes: null,
                },
                new: {
                  end_time: WRITTEN_AT,
                  ended_by: as.staff.accountID,
                  discharge_time: WRITTEN_AT,
                  post_weight: 63800,
                  post_sbp: 125,
                  notes: 'No readings: alarm',
                },
              },
            ],
          },
        ],
      };
    },
  },
  {
    record: 'dialysis reading',
    entity: 'dialysis_interval',
    // Changing a recorded reading is for Medical Directors only.
    by: 'MedicalDirector',
    async scenario(t, centre, as) {
      const { patient, dialysis: session } = await t.aBookedPatient(centre, TODAY, {
        session: 'started',
        at: t.clock.now(),
      });
      if (!session) throw new Error('no session');
      const [giver, witness] = await Promise.all([
        t.aStaffAccount('Nurse', [centre]),
        t.aStaffAccount('Nurse', [centre]),
      ]);
      const heparin = { medication: 'Heparin', dose: '1000 IU', route: 'IV', freq: 'Once' };
      const given = { ...heparin, givenBy: giver.accountID, witnessedBy: witness.accountID };
      return {
        patientID: patient.id,
        stored: async () => [
          ...(await t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, session.id))),
          ...(await t.db
            .select()
            .from(medicationAdministered)
            .where(eq(medicationAdministered.dialysisID, session.id))),
        ],
        create: {
          send: async (client) =>
            sent(
              await client.request(SUBMIT_INTERVAL, {
                create: { ...READINGS, dialysisID: session.id },
                medications: [given],
              }),
              (d) => d.submitDialysisInterval.id,
            ),
          writes: [
            {
              operation: 'create',
              new: {
                dialysis_id: session.id,
                sbp: 130,
                cuf: 1200,
                ufr: 500,
                staff_account_id: as.staff.accountID,
              },
            },
            // The medication given with the reading: a record of the session.
            {
              entity: 'medication_administered',
              operation: 'create',
              new: {
                ...heparin,
                dialysis_id: session.id,
                given_by: giver.accountID,
                witnessed_by: witness.accountID,
              },
            },
          ],
        },
        changes: [
          {
            // cUF typed in litres, kept in millilitres.
            what: 'edit',
            send: async (client, id) =>
              sent(
                await client.request(UPDATE_INTERVAL, {
                  update: {
                    id: Number(id),
                    updatedOn: await t.version(dialysisInterval, Number(id)),
                    SBP: '135',
                    cUF: '1.5',
                  },
                }),
              ),
            writes: [{ operation: 'update', old: { sbp: 130, cuf: 1200 }, new: { sbp: 135, cuf: 1500 } }],
          },
        ],
      };
    },
  },
];
