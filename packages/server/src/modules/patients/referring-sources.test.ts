import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';

const LIST = graphql(`query ListReferringSource { listReferringSource }`);
const CREATE = graphql(`
  mutation CreateReferredPatient($create: CreatePatientInput!) {
    createPatient(create: $create) { id referringSource updatedOn }
  }
`);
const UPDATE = graphql(`
  mutation UpdateReferredPatient($update: UpdatePatientInput!) {
    updatePatient(update: $update) { id referringSource }
  }
`);

let nrics = 0;
/** A complete Create Patient form of the centre, with the referring source. */
const patientFieldsOf = (centre: { id: number }) =>
  function patientFields(referringSource: string | null) {
    nrics += 1;
    return {
      existingClinicID: centre.id,
      name: unique('Lim Referred'),
      idType: 'NRIC',
      nric: `R${String(Date.now() % 1_000_000).padStart(6, '0')}${nrics}Z`.slice(0, 12),
      gender: 'F',
      dob: '1962-03-04',
      race: 'Chinese',
      phoneNo: '+65 9123-4567',
      address: '2 Bukit Merah Lane',
      nokName: 'Lim Ah Hock',
      nokPhoneNo: '9876 5432',
      amputee: 'No',
      DESRD: '2029-12-01',
      height: 160,
      weight: 55000,
      referringSource,
    };
  };

/** The choices a client (by default the nurse) reads. */
const sourcesOf = (nurse: StaffClient) =>
  async function sources(client: StaffClient = nurse): Promise<string[]> {
    return expectData(await client.request(LIST)).listReferringSource;
  };

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurseA, managerA, managerB] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('ManagingNurse', [A]),
    t.signedInAs('ManagingNurse', [B]),
  ]);
  return { A, B, nurseA, managerA, managerB };
})
  .extend('patientFields', { scope: 'file' }, async ({ given: { A } }) => patientFieldsOf(A))
  .extend('sources', { scope: 'file' }, async ({ given: { nurseA } }) => sourcesOf(nurseA));

describe('Referring Source choices (issue 12, item 17)', () => {
  test('every login reads the seeded list; without a session nothing', async ({ t, sources }) => {
    const list = await sources();
    expect(list).toContain('Singapore General Hospital');
    expect(list).toContain('Polyclinic');
    expectRefused(await t.anonymous().request(LIST), 'UNAUTHENTICATED');
  });

  test("a manager's new value joins the list (once, whatever its letter case); a Nurse's is kept on the patient only", async ({
    patientFields,
    sources,
    given: { nurseA, managerA },
  }) => {
    const byNurse = unique('Nurse Clinic');
    const saved = expectData(
      await nurseA.request(CREATE, { create: { patient: patientFields(byNurse), allergies: ['Nil'] } }),
    ).createPatient;
    expect(saved.referringSource).toBe(byNurse);
    expect(await sources()).not.toContain(byNurse);

    const byManager = unique('Bedok Renal Clinic');
    expectData(
      await managerA.request(UPDATE, {
        update: { id: saved.id, updatedOn: saved.updatedOn, patient: { referringSource: byManager } },
      }),
    );
    expectData(
      await managerA.request(CREATE, {
        create: { patient: patientFields(byManager.toUpperCase()), allergies: ['Nil'] },
      }),
    );
    const list = await sources();
    expect(list.filter((name) => name.toLowerCase() === byManager.toLowerCase())).toEqual([byManager]);
  });

  test('a manager of another centre cannot add a choice through a patient they cannot reach', async ({
    patientFields,
    sources,
    given: { nurseA, managerB },
  }) => {
    const saved = expectData(
      await nurseA.request(CREATE, { create: { patient: patientFields(null), allergies: ['Nil'] } }),
    ).createPatient;
    const outside = unique('Outside Source');
    expectRefused(
      await managerB.request(UPDATE, {
        update: { id: saved.id, updatedOn: saved.updatedOn, patient: { referringSource: outside } },
      }),
      'NOT_FOUND',
    );
    expectRefused(
      await managerB.request(CREATE, { create: { patient: patientFields(outside), allergies: ['Nil'] } }),
      'FORBIDDEN',
    );
    expect(await sources(managerB)).not.toContain(outside);
  });
});
