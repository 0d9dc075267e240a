import { eq } from 'drizzle-orm';
import { certification, clinic, loginAccount, machine, seat, staff } from '../../db/schema.ts';
import { graphql } from '../../test/generated/index.ts';
import { unique, uniqueEmail } from '../../test/unique.ts';
import { aUsableMachine } from '../dialysis/test-documents.ts';
import { CREATE_STAFF, DELETE_STAFF, RESET_PASSWORD, UPDATE_STAFF } from '../staff/test-documents.ts';
import { type RecordCase, sent, WRITTEN_AT } from './test-history.ts';

/** Centres, their machines and seats, staff and their certifications, as their history keeps them. */

const CREATE_CLINIC = graphql(`
  mutation HistoryCreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { id } }
`);
const UPDATE_CLINIC = graphql(`
  mutation HistoryUpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }
`);
const CREATE_MACHINE = graphql(`
  mutation HistoryCreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { id } }
`);
const UPDATE_MACHINE = graphql(`
  mutation HistoryUpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { id } }
`);
const CREATE_SEAT = graphql(`
  mutation HistoryCreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { id } }
`);
const UPDATE_SEAT = graphql(`
  mutation HistoryUpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { id } }
`);
const CREATE_CERTIFICATION = graphql(`
  mutation HistoryCreateCertification($create: CreateCertificationInput!) {
    createCertification(create: $create) { id }
  }
`);
const UPDATE_CERTIFICATION = graphql(`
  mutation HistoryUpdateCertification($update: UpdateCertificationInput!) {
    updateCertification(update: $update) { id }
  }
`);
const DELETE_CERTIFICATION = graphql(`
  mutation HistoryDeleteCertification($id: Int!) { deleteCertification(id: $id) }
`);

export const CENTRE_CASES: RecordCase[] = [
  {
    record: 'centre',
    entity: 'clinic',
    by: 'MedicalDirector',
    everyCentre: true,
    async scenario(t) {
      const uid = unique('HC');
      const create = { name: unique('History Centre'), uid, status: 'ACTIVE' as const, phoneNo: '6100 1000' };
      return {
        patientID: null,
        stored: () => t.db.select().from(clinic).where(eq(clinic.uid, uid)),
        create: {
          // The accounting secret is stored (sealed) and never copied into the history.
          send: async (as) =>
            sent(
              await as.request(CREATE_CLINIC, { create: { ...create, qbClientSecret: 'first-secret' } }),
              (d) => d.createClinic.id,
            ),
          writes: [
            { operation: 'create', new: { name: create.name, uid, phone_no: '6100 1000', status: 'ACTIVE' } },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (as, id) =>
              sent(
                await as.request(UPDATE_CLINIC, {
                  update: {
                    id: Number(id),
                    updatedOn: await t.version(clinic, Number(id)),
                    phoneNo: '6100 2000',
                    qbClientSecret: 'second-secret',
                  },
                }),
              ),
            writes: [{ operation: 'update', old: { phone_no: '6100 1000' }, new: { phone_no: '6100 2000' } }],
          },
        ],
      };
    },
  },
  {
    record: 'machine',
    entity: 'machine',
    by: 'Nurse',
    async scenario(t, centre) {
      const create = {
        clinicID: centre.id,
        name: unique('HD'),
        serialNo: unique('SN'),
        status: 'AVAILABLE' as const,
      };
      const update = async (id: string) => ({
        id: Number(id),
        updatedOn: await t.version(machine, Number(id)),
      });
      return {
        patientID: null,
        stored: () => t.db.select().from(machine).where(eq(machine.clinicID, centre.id)),
        create: {
          send: async (as) => sent(await as.request(CREATE_MACHINE, { create }), (d) => d.createMachine.id),
          writes: [
            {
              operation: 'create',
              new: {
                clinic_id: centre.id,
                name: create.name,
                serial_no: create.serialNo,
                status: 'AVAILABLE',
              },
            },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (as, id) =>
              sent(
                await as.request(UPDATE_MACHINE, {
                  update: { ...(await update(id)), manufacturer: 'Fresenius' },
                }),
              ),
            writes: [
              { operation: 'update', old: { manufacturer: null }, new: { manufacturer: 'Fresenius' } },
            ],
          },
          {
            what: 'delete',
            send: async (as, id) =>
              sent(await as.request(UPDATE_MACHINE, { update: { ...(await update(id)), deleted: 1 } })),
            writes: [{ operation: 'delete', old: { deleted: 0 }, new: { deleted: 1 } }],
          },
        ],
      };
    },
  },
  {
    record: 'seat',
    entity: 'seat',
    by: 'ManagingNurse',
    async scenario(t, centre) {
      const m = await aUsableMachine(t, centre);
      const [name, renamed] = [unique('Seat'), unique('Seat')];
      const update = async (id: string) => ({ id: Number(id), updatedOn: await t.version(seat, Number(id)) });
      return {
        patientID: null,
        stored: () => t.db.select().from(seat).where(eq(seat.clinicID, centre.id)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_SEAT, {
                create: { clinicID: centre.id, name, machineID: m.id, status: 'AVAILABLE' },
              }),
              (d) => d.createSeat.id,
            ),
          writes: [
            {
              operation: 'create',
              new: { clinic_id: centre.id, name, machine_id: m.id, status: 'AVAILABLE' },
            },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (as, id) =>
              sent(await as.request(UPDATE_SEAT, { update: { ...(await update(id)), name: renamed } })),
            writes: [{ operation: 'update', old: { name }, new: { name: renamed } }],
          },
          {
            what: 'delete',
            send: async (as, id) =>
              sent(await as.request(UPDATE_SEAT, { update: { ...(await update(id)), deleted: 1 } })),
            writes: [{ operation: 'delete', old: { deleted: 0 }, new: { deleted: 1 } }],
          },
        ],
      };
    },
  },
  {
    record: 'staff',
    entity: 'staff',
    by: 'MedicalDirector',
    async scenario(t, centre) {
      const email = uniqueEmail('history');
      const member = { name: unique('History Nurse'), designation: 'Nurse', email, clinicIDs: [centre.id] };
      const edit = async (id: string) => ({ ...member, accountID: id, updatedOn: await t.staffVersion(id) });
      return {
        patientID: null,
        stored: async () => [
          ...(await t.db.select().from(staff).where(eq(staff.email, email))),
          ...(await t.db.select().from(loginAccount).where(eq(loginAccount.email, email))),
        ],
        create: {
          // The login account is kept beside the staff record, without its password hash.
          send: async (as) =>
            sent(
              await as.request(CREATE_STAFF, {
                create: { ...member, contactNo: '6123 4567', password: 'Temp-pass-1' },
              }),
              (d) => d.createStaff.accountID,
            ),
          writes: [
            {
              entity: 'login_account',
              operation: 'create',
              new: { email, groups: ['Nurse'], must_change_password: true },
            },
            {
              operation: 'create',
              new: {
                name: member.name,
                email,
                designation: 'Nurse',
                contact_no: '6123 4567',
                clinic_ids: [centre.id],
              },
            },
          ],
        },
        changes: [
          {
            what: 'edit',
            send: async (as, id) =>
              sent(
                await as.request(UPDATE_STAFF, { update: { ...(await edit(id)), contactNo: '6123 9999' } }),
              ),
            writes: [
              { operation: 'update', old: { contact_no: '6123 4567' }, new: { contact_no: '6123 9999' } },
            ],
          },
          {
            // A reset password: when it changed is kept, never the hash.
            what: 'reset password',
            send: async (as, id) =>
              sent(await as.request(RESET_PASSWORD, { username: id, password: 'Reset-pass-2' })),
            writes: [
              {
                entity: 'login_account',
                operation: 'update',
                old: { password_changed_on: null },
                new: { password_changed_on: WRITTEN_AT },
              },
            ],
          },
          {
            what: 'delete',
            send: async (as, id) => sent(await as.request(DELETE_STAFF, { accountID: id })),
            writes: [
              { operation: 'delete', old: { deleted: 0 }, new: { deleted: 1 } },
              {
                entity: 'login_account',
                operation: 'update',
                old: { enabled: true },
                new: { enabled: false },
              },
            ],
          },
        ],
      };
    },
  },
  {
    record: 'certification',
    entity: 'certification',
    by: 'ManagingNurse',
    async scenario(t, centre) {
      const holder = await t.aStaffAccount('Nurse', [centre]);
      return {
        patientID: null,
        stored: () => t.db.select().from(certification).where(eq(certification.accountID, holder.accountID)),
        create: {
          send: async (as) =>
            sent(
              await as.request(CREATE_CERTIFICATION, {
                create: { accountID: holder.accountID, name: 'BLS', expiry: '2031-01-31' },
              }),
              (d) => d.createCertification.id,
            ),
          writes: [
            {
              operation: 'create',
              new: {
                account_id: holder.accountID,
                name: 'BLS',
                expiry: '2031-01-31',
                status: 'ACTIVE',
                clinic_id: centre.id,
              },
            },
          ],
        },
        changes: [
          {
            // Update Status on Manage Certifications: a new expiry, and PASS.
            what: 'edit',
            send: async (as, id) =>
              sent(
                await as.request(UPDATE_CERTIFICATION, {
                  update: {
                    id: Number(id),
                    expiry: '2031-06-30',
                    updatedOn: await t.version(certification, Number(id)),
                  },
                }),
              ),
            writes: [
              {
                operation: 'update',
                old: { expiry: '2031-01-31', status: 'ACTIVE' },
                new: { expiry: '2031-06-30', status: 'PASS' },
              },
            ],
          },
          {
            what: 'delete',
            send: async (as, id) => sent(await as.request(DELETE_CERTIFICATION, { id: Number(id) })),
            writes: [{ operation: 'delete', old: { deleted: 0 }, new: { deleted: 1 } }],
          },
        ],
      };
    },
  },
];
