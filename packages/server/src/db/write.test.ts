import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { DELETE_STAFF } from '../modules/staff/test-documents.ts';
import { apiTest } from '../test/api-test.ts';
import { asOwner } from '../test/database.ts';
import { ME } from '../test/documents.ts';
import { graphql } from '../test/generated/index.ts';
import { unique } from '../test/unique.ts';
import { clinic, drug, loginAccount, seat, staff, symptom } from './schema.ts';

const CREATE_DRUG = graphql(`
  mutation CreateDrugAudited($create: CreateDrugInput!) { createDrug(create: $create) { id } }
`);
const CREATE_SYMPTOM = graphql(`
  mutation CreateSymptomAudited($create: CreateSymptomInput!) { createSymptom(create: $create) { id } }
`);
const CREATE_SEAT = graphql(`
  mutation CreateSeatAudited($create: CreateSeatInput!) { createSeat(create: $create) { id } }
`);
const UPDATE_CLINIC = graphql(`
  mutation UpdateClinicAudited($update: UpdateClinicInput!) { updateClinic(update: $update) { id } }
`);

const POISON = 'audit-refuses-this';
const test = apiTest(async (t) => {
  // The audit insert fails for rows naming POISON: as if the server died between the write and its audit row.
  // Only the owner may add a trigger (the app's role owns nothing).
  await asOwner(t.database, async ({ db }) => {
    await db.execute(
      sql.raw(`create or replace function refuse_poisoned_audit() returns trigger language plpgsql as $$
      begin
        if new.detail::text like '%${POISON}%' then raise exception 'audit insert failed'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_poisoned_audit before insert on audit_log
        for each row execute function refuse_poisoned_audit()`),
    );
  });
  return {};
});

describe('one way to write: a write and its audit row are stored together or not at all', () => {
  test('a drug, a symptom, a seat and a centre edit whose audit row fails are not stored', async ({ t }) => {
    const centre = await t.aCentre();
    const machine = await t.aMachine(centre);
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const drugName = `${POISON} ${unique('d')}`;
    const symptomName = `${POISON} ${unique('s')}`;
    const seatName = `${POISON} ${unique('seat')}`;
    for (const res of [
      await manager.request(CREATE_DRUG, { create: { name: drugName } }),
      await manager.request(CREATE_SYMPTOM, { create: { name: symptomName } }),
      await manager.request(CREATE_SEAT, {
        create: { clinicID: centre.id, name: seatName, machineID: machine.id, status: 'AVAILABLE' },
      }),
      await manager.request(UPDATE_CLINIC, {
        update: { id: centre.id, updatedOn: await t.version(clinic, centre.id), address: POISON },
      }),
    ]) {
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
    }
    expect(await t.db.select().from(drug).where(eq(drug.name, drugName))).toEqual([]);
    expect(await t.db.select().from(symptom).where(eq(symptom.name, symptomName))).toEqual([]);
    expect(await t.db.select().from(seat).where(eq(seat.name, seatName))).toEqual([]);
    const [after] = await t.db
      .select({ address: clinic.address })
      .from(clinic)
      .where(eq(clinic.id, centre.id));
    expect(after?.address).not.toBe(POISON);
  });

  test('a Delete Staff whose audit row fails deletes nothing and ends no session (it audited after commit)', async ({
    t,
  }) => {
    const director = await t.asDirector();
    const nurse = await t.aStaffAccount('Nurse');
    const session = await t.signedIn(nurse);
    // The audit row of a staff delete names the e-mail: this one's is refused by the poisoned audit.
    const email = `${POISON}-${unique('n')}@example.com`;
    await t.db.update(loginAccount).set({ email }).where(eq(loginAccount.id, nurse.accountID));
    await t.db.update(staff).set({ email }).where(eq(staff.accountID, nurse.accountID));
    const res = await director.request(DELETE_STAFF, { accountID: nurse.accountID, deleteCognito: true });
    expect(res.errors?.[0]?.message).toBe('Unexpected error.');
    const [kept] = await t.db
      .select({ deleted: staff.deleted })
      .from(staff)
      .where(eq(staff.accountID, nurse.accountID));
    expect(kept?.deleted).toBe(0);
    expect((await session.request(ME)).errors).toBeUndefined();
  });

  test('the same writes with a healthy audit are stored with their row', async ({ t }) => {
    const manager = await t.signedInAs('ManagingNurse');
    const name = unique('Heparin');
    const res = await manager.request(CREATE_DRUG, { create: { name } });
    expect(res.errors).toBeUndefined();
    expect(await t.db.select({ name: drug.name }).from(drug).where(eq(drug.name, name))).toEqual([{ name }]);
  });
});
