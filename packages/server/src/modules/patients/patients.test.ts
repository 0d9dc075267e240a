import { and, eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { allergy, auditLog, patient } from '../../db/schema.ts';
import { PDF_SMALL, PNG_1PX, upload } from '../../platform/storage/test-files.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient, TestApp } from '../../test/test-app.ts';
import { unique, uniqueNric } from '../../test/unique.ts';

graphql(`
  fragment PatientFields on Patient {
    id name nric gender dob existingClinicID clinicName status amputee height weight wheelchairWeight
    phoneNo email DESRD key photoUrl updatedOn allergies { id name knownDate deleted }
  }
`);
const GET = graphql(`
  query GetPatient($id: Int!) { getPatient(id: $id) { ...PatientFields } }
`);
const CREATE = graphql(`
  mutation CreatePatient($create: CreatePatientInput!) { createPatient(create: $create) { ...PatientFields } }
`);
const UPDATE = graphql(`
  mutation UpdatePatient($update: UpdatePatientInput!) { updatePatient(update: $update) { ...PatientFields } }
`);
const ADD_ALLERGY = graphql(`
  mutation CreateAllergy($create: CreateAllergyInput!) { createAllergy(create: $create) { id name deleted } }
`);
const DELETE_ALLERGY = graphql(`
  mutation UpdateAllergy($update: UpdateAllergyInput!) { updateAllergy(update: $update) { id deleted } }
`);

let nrics = 0;
function anNric() {
  nrics += 1;
  return `T${String(Date.now() % 1_000_000).padStart(6, '0')}${nrics}X`.slice(0, 12);
}

/** A complete Create Patient form of the centre: every required field, stored units. */
const formOf = (centre: { id: number }) =>
  function fields(over: Record<string, unknown> = {}) {
    return {
      existingClinicID: centre.id,
      name: unique('Tan Ah Kow'),
      idType: 'NRIC',
      nric: anNric(),
      gender: 'M',
      dob: '1960-05-01',
      race: 'Chinese',
      phoneNo: '+65 9123-4567',
      address: '1 Bukit Merah Lane',
      nokName: 'Tan Mei Ling',
      nokPhoneNo: '9876 5432',
      amputee: 'No',
      DESRD: '2029-12-01',
      height: 172,
      weight: 65500,
      ...over,
    };
  };
type Fields = ReturnType<typeof formOf>;

/** Creates a patient of such a form (by default as the nurse of the form's centre); answers it. */
const creatorOf = (nurse: StaffClient, fields: Fields) =>
  async function created(
    client: StaffClient = nurse,
    over: Record<string, unknown> = {},
    allergies = ['Penicillin'],
  ) {
    const res = await client.request(CREATE, { create: { patient: fields(over), allergies } });
    expect(res.errors).toBeUndefined();
    return expectData(res).createPatient;
  };

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurseA, nurseB] = await Promise.all([t.signedInAs('Nurse', [A]), t.signedInAs('Nurse', [B])]);
  return { A, B, nurseA, nurseB };
})
  // The form of a patient of A, a patient of A created by its nurse, and the nurse's bare answer to a form.
  .extend('fields', { scope: 'file' }, async ({ given: { A } }) => formOf(A))
  .extend('created', { scope: 'file' }, async ({ given: { nurseA }, fields }) => creatorOf(nurseA, fields))
  .extend(
    'create',
    { scope: 'file' },
    async ({ given: { nurseA }, fields }) =>
      (over: Record<string, unknown>, allergies = ['Penicillin']) =>
        nurseA.request(CREATE, { create: { patient: fields(over), allergies } }),
  );

const auditRows = (t: TestApp, entityID: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'patient'),
        eq(auditLog.entityID, String(entityID)),
        eq(auditLog.action, action),
      ),
    );

describe('createPatient', () => {
  test('registers the patient with their allergies, unmasked NRIC and the centre, and audits it', async ({
    t,
    created,
    given: { A, nurseA },
  }) => {
    const nric = uniqueNric('567D');
    const p = await created(nurseA, { nric: nric.toLowerCase() }, ['Penicillin', ' Latex ']);
    expect(p).toMatchObject({
      nric,
      existingClinicID: A.id,
      clinicName: A.name,
      status: 'DIALYSIS',
      height: 172,
      weight: 65500,
      amputee: 'No',
    });
    expect(p.allergies.map((a: { name: string }) => a.name)).toEqual(['Penicillin', 'Latex']);
    const rows = await auditRows(t, p.id, 'createPatient');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clinicID: A.id, accountID: nurseA.staff.accountID, role: 'Nurse' });
  });

  test("answers 'NRIC in used.' for a second live patient with the NRIC, whatever the case", async ({
    t,
    fields,
    created,
    given: { nurseA },
  }) => {
    const first = await created();
    const res = await nurseA.request(CREATE, {
      create: { patient: fields({ nric: first.nric?.toLowerCase() }), allergies: ['Nil'] },
    });
    expectRefused(res, 'CONFLICT', 'NRIC in used.');
    // The unique index holds even past the check: a deleted patient frees the NRIC.
    await t.db.update(patient).set({ deleted: 1 }).where(eq(patient.id, first.id));
    await created(nurseA, { nric: first.nric });
  });

  test('needs at least one allergy, none empty', async ({ fields, given: { nurseA } }) => {
    const none = await nurseA.request(CREATE, { create: { patient: fields(), allergies: [] } });
    expectRefused(none, 'BAD_USER_INPUT', 'Missing allergy, please provide 1');
    const empty = await nurseA.request(CREATE, { create: { patient: fields(), allergies: ['Nil', '  '] } });
    expectRefused(empty, 'BAD_USER_INPUT', 'Missing allergy');
  });

  test('checks the form rules: required fields, phones, decimals, e-mail, no future dates, options', async ({
    fields,
    given: { nurseA },
  }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Required.'],
      [{ DESRD: null }, 'Required.'],
      [{ nokPhoneNo: undefined }, 'Required.'],
      [{ phoneNo: '9123 4567 ext 2' }, 'Invalid number'],
      [{ homeNo: '(65) 6123' }, 'Invalid number'],
      [{ weight: -1 }, 'Invalid input'],
      [{ wheelchairWeight: -500 }, 'Invalid input'],
      [{ email: 'tan@' }, 'This is not a valid email.'],
      [{ dob: '2030-03-12' }, 'The date cannot be in the future.'],
      [{ gender: 'Male' }, 'Invalid input'],
    ];
    for (const [over, message] of cases) {
      const input = fields(over);
      for (const key of Object.keys(over))
        if (over[key] === undefined) delete (input as Record<string, unknown>)[key];
      const res = await nurseA.request(CREATE, { create: { patient: input, allergies: ['Nil'] } });
      expectRefused(res, 'BAD_USER_INPUT', message);
    }
  });

  test('refuses a centre outside the user list, and Doctors', async ({
    t,
    fields,
    given: { A, B, nurseA },
  }) => {
    const res = await nurseA.request(CREATE, {
      create: { patient: fields({ existingClinicID: B.id }), allergies: ['Nil'] },
    });
    expectRefused(res, 'FORBIDDEN', 'You do not have access to this centre.');
    const doctor = await t.signedInAs('Doctor', [A]);
    expectRefused(
      await doctor.request(CREATE, { create: { patient: fields(), allergies: ['Nil'] } }),
      'FORBIDDEN',
      'You are not allowed to do this.',
    );
  });

  test('lets Nurse Managers and Medical Directors register patients too', async ({
    t,
    fields,
    given: { A },
  }) => {
    for (const client of [await t.signedInAs('ManagingNurse', [A]), await t.signedInAs('MedicalDirector')]) {
      const res = await client.request(CREATE, { create: { patient: fields(), allergies: ['Nil'] } });
      expect(res.errors).toBeUndefined();
      expect(res.data?.createPatient.existingClinicID).toBe(A.id);
    }
  });

  test('attaches a picture the user uploaded, and only an image of theirs', async ({
    t,
    fields,
    given: { B, nurseA, nurseB },
  }) => {
    const uploaded = await upload(t.app, {
      purpose: 'patientPicture',
      cookie: nurseA.cookie,
      parts: [{ filename: 'face.png', type: 'image/png', bytes: PNG_1PX }],
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.key).toMatch(/^patient\/picture\/p_/);
    const p = expectData(
      await nurseA.request(CREATE, {
        create: { patient: fields(), allergies: ['Nil'], key: uploaded.body.key },
      }),
    ).createPatient;
    expect(p.key).toBe(uploaded.body.key);
    expect(p.photoUrl).toBeTruthy();
    const other = await nurseB.request(CREATE, {
      create: { patient: fields({ existingClinicID: B.id }), allergies: ['Nil'], key: uploaded.body.key },
    });
    expectRefused(other, 'BAD_USER_INPUT', 'Invalid image type. Please reattach image.');
    const pdf = await upload(t.app, {
      purpose: 'patientPicture',
      cookie: nurseA.cookie,
      parts: [{ filename: 'x.pdf', type: 'application/pdf', bytes: PDF_SMALL }],
    });
    expect(pdf.status).toBe(400);
    // A patient document (even an image) is not a profile picture.
    const document = await upload(t.app, {
      purpose: 'patientDocument',
      cookie: nurseA.cookie,
      parts: [{ filename: 'scan.png', type: 'image/png', bytes: PNG_1PX }],
    });
    expect(document.status).toBe(201);
    expectRefused(
      await nurseA.request(CREATE, {
        create: { patient: fields(), allergies: ['Nil'], key: document.body.key },
      }),
      'BAD_USER_INPUT',
      'Invalid image type. Please reattach image.',
    );
  });
});

describe('getPatient', () => {
  test('answers a patient of the centre to every login type, and audits each read', async ({
    t,
    created,
    given: { A },
  }) => {
    const p = await created();
    const doctor = await t.signedInAs('Doctor', [A]);
    const res = await doctor.request(GET, { id: p.id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getPatient).toMatchObject({
      id: p.id,
      nric: p.nric,
      allergies: [{ name: 'Penicillin' }],
    });
    const rows = await auditRows(t, p.id, 'getPatient');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: doctor.staff.accountID, role: 'Doctor', clinicID: A.id });
  });

  test("answers 'Invalid Patient' for another centre's patient exactly as for an unknown or deleted one", async ({
    t,
    created,
    given: { nurseA, nurseB },
  }) => {
    const p = await created();
    const gone = await created();
    await t.db.update(patient).set({ deleted: 1 }).where(eq(patient.id, gone.id));
    const outOfScope = await nurseB.request(GET, { id: p.id });
    const unknown = await nurseB.request(GET, { id: 2_000_000_000 });
    const deleted = await nurseA.request(GET, { id: gone.id });
    for (const res of [outOfScope, unknown, deleted]) expectRefused(res, 'NOT_FOUND', 'Invalid Patient');
    expect(outOfScope.errors).toEqual(unknown.errors);
    expect(await auditRows(t, p.id, 'getPatient')).toHaveLength(0);
  });
});

describe('updatePatient', () => {
  test('changes the named fields, keeps the others, carries a version and audits the fields changed', async ({
    t,
    created,
    given: { nurseA },
  }) => {
    const p = await created();
    t.clock.advance(1000); // a later save, so the version moves
    const res = await nurseA.request(UPDATE, {
      update: { id: p.id, patient: { phoneNo: '6123 4567', weight: 70000 }, updatedOn: p.updatedOn },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updatePatient).toMatchObject({
      phoneNo: '6123 4567',
      weight: 70000,
      height: 172,
      name: p.name,
    });
    const rows = await auditRows(t, p.id, 'updatePatient');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.detail).toEqual({ fields: ['phoneNo', 'weight'] });
    const stale = await nurseA.request(UPDATE, {
      update: { id: p.id, patient: { phoneNo: '1' }, updatedOn: p.updatedOn },
    });
    expectRefused(stale, 'VERSION_CONFLICT');
  });

  test('refuses emptying a required field, a taken NRIC and a bad phone', async ({
    t,
    created,
    given: { nurseA },
  }) => {
    const [p, other] = [await created(), await created()];
    expectRefused(
      await nurseA.request(UPDATE, {
        update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { address: '' } },
      }),
      'BAD_USER_INPUT',
      'Required.',
    );
    expectRefused(
      await nurseA.request(UPDATE, {
        update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { nric: other.nric } },
      }),
      'CONFLICT',
      'NRIC in used.',
    );
    expectRefused(
      await nurseA.request(UPDATE, {
        update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { nokPhoneNo: 'abc' } },
      }),
      'BAD_USER_INPUT',
      'Invalid number',
    );
  });

  test('a Doctor edits a patient and records an allergy (the spec hides only Book Appointment from a Doctor)', async ({
    t,
    created,
    given: { A, B },
  }) => {
    const p = await created();
    const doctor = await t.signedInAs('Doctor', [A]);
    const updated = expectData(
      await doctor.request(UPDATE, {
        update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { phoneNo: '1111' } },
      }),
    ).updatePatient;
    expect(updated.phoneNo).toBe('1111');
    const allergy = expectData(
      await doctor.request(ADD_ALLERGY, { create: { patientID: p.id, name: 'Latex' } }),
    ).createAllergy;
    expect(allergy).toMatchObject({ name: 'Latex', deleted: 0 });
    expectData(
      await doctor.request(DELETE_ALLERGY, {
        update: { id: allergy.id, deleted: 1 },
      }),
    );
    // A Doctor of another centre is still refused, as for an unknown patient.
    const stranger = await t.signedInAs('Doctor', [B]);
    expectRefused(
      await stranger.request(UPDATE, {
        update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { phoneNo: '2222' } },
      }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });

  test("answers 'Invalid Patient' to a nurse of another centre, like an unknown id, and changes nothing", async ({
    t,
    created,
    given: { nurseB },
  }) => {
    const p = await created();
    const outOfScope = await nurseB.request(UPDATE, {
      update: { id: p.id, updatedOn: await t.version(patient, p.id), patient: { phoneNo: '1111' } },
    });
    const unknown = await nurseB.request(UPDATE, {
      update: {
        id: 2_000_000_000,
        updatedOn: await t.version(patient, 2_000_000_000),
        patient: { phoneNo: '1111' },
      },
    });
    expectRefused(outOfScope, 'NOT_FOUND', 'Invalid Patient');
    expect(outOfScope.errors).toEqual(unknown.errors);
    const [row] = await t.db.select().from(patient).where(eq(patient.id, p.id));
    expect(row?.phoneNo).toBe(p.phoneNo);
    expect(await auditRows(t, p.id, 'updatePatient')).toHaveLength(0);
  });
});

describe('allergies', () => {
  test('adds an allergy known from now and deletes one (soft), both audited', async ({
    t,
    created,
    given: { nurseA },
  }) => {
    const p = await created();
    const added = await nurseA.request(ADD_ALLERGY, { create: { patientID: p.id, name: 'Shellfish' } });
    expect(added.errors).toBeUndefined();
    const id = expectData(added).createAllergy.id;
    const deleted = await nurseA.request(DELETE_ALLERGY, {
      update: { id, deleted: 1 },
    });
    expect(deleted.data?.updateAllergy).toEqual({ id, deleted: 1 });
    const live = await t.db
      .select()
      .from(allergy)
      .where(and(eq(allergy.patientID, p.id), eq(allergy.deleted, 0)));
    expect(live.map((a) => a.name)).toEqual(['Penicillin']);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'allergy'), eq(auditLog.entityID, String(id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['createAllergy', 'deleteAllergy']);
  });

  test("refuses an empty name, and another centre's patient or allergy as 'Invalid Patient'", async ({
    created,
    given: { nurseA, nurseB },
  }) => {
    const p = await created();
    expectRefused(
      await nurseA.request(ADD_ALLERGY, { create: { patientID: p.id, name: ' ' } }),
      'BAD_USER_INPUT',
      'Required.', // spec 001 section 5, the modal; the create form's list says 'Missing allergy'
    );
    expectRefused(
      await nurseB.request(ADD_ALLERGY, { create: { patientID: p.id, name: 'Latex' } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    expectRefused(
      await nurseB.request(DELETE_ALLERGY, {
        update: { id: Number(p.allergies[0]?.id), deleted: 1 },
      }),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});

describe('patient values have plausible ranges and limits', () => {
  test('a height of 160 (centimetres typed as metres) answers what the field expects', async ({ create }) => {
    expectFieldError(await create({ height: 16_000 }), 'height', 'Height in metres, e.g. 1.60');
  });

  test('a weight of 1,000,000 kg is refused with its range', async ({ create }) => {
    expectFieldError(await create({ weight: 1_000_000_000 }), 'weight', 'Must be between 1 and 400 kg.');
  });

  test("a birth date that does not exist ('2026-02-30') answers a field message", async ({ create }) => {
    expectFieldError(await create({ dob: '2026-02-30' }), 'dob', 'Not a valid date.');
  });

  test('a NUL byte in the name answers a field message, and a 300-character name the limit', async ({
    create,
  }) => {
    expectFieldError(
      await create({ name: 'Tan\u0000Ah Kow' }),
      'name',
      'This text contains characters that are not allowed.',
    );
    expectFieldError(await create({ name: 'N'.repeat(300) }), 'name', 'At most 200 characters.');
  });

  test('more than 50 allergies are refused', async ({ create }) => {
    const many = Array.from({ length: 51 }, (_, i) => `Allergy ${i}`);
    expectFieldError(await create({}, many), 'allergies', 'At most 50 entries.');
  });
});

describe('refused reads of another centre are audited', () => {
  test('a nurse of B asking for a patient of A gets Invalid Patient, and an access.refused row is written', async ({
    t,
    created,
    given: { A, nurseB },
  }) => {
    const p = await created();
    const res = await nurseB.request(GET, { id: p.id });
    expectRefused(res, 'NOT_FOUND', 'Invalid Patient');
    // The refusal's row is written beside the answer, not awaited by it: wait for it briefly.
    const rows = await vi.waitFor(
      async () => {
        const found = await auditRows(t, p.id, 'access.refused');
        if (found.length === 0) throw new Error('no access.refused row yet');
        return found;
      },
      { timeout: 1_000, interval: 20 },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountID: nurseB.staff.accountID, clinicID: A.id });
  });
});
