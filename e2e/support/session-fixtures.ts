import type { apiSession } from './browser.ts';

/**
 * Test data for the dialysis session journeys, made through the API as the screens would make it. Each journey
 * registers its own patient (unique name and NRIC), so journeys never share a patient on the shared demo
 * database. Demo centres keep two seats free in every session today (see demo/seed.ts).
 */
export type Call = Awaited<ReturnType<typeof apiSession>>;

const suffix = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** Letters only (the dashboard search accepts letters, digits, _ - ' and space; names read better without digits). */
function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export async function centreId(call: Call, name: string): Promise<number> {
  const clinics = await call<{ listClinic: { result: { id: number; name: string }[] } }>(
    '{ listClinic { result { id name } } }',
  );
  const found = clinics.listClinic.result.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found.id;
}

/** Today's date (YYYY-MM-DD) in the demo centres' time zone. */
export function centreToday(timeZone = 'Asia/Singapore'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A new patient of the centre; the name starts with `prefix` and carries a random word to search by. */
export async function aFreshPatient(
  call: Call,
  clinicID: number,
  prefix: string,
): Promise<{ id: number; name: string }> {
  const word = letters(6);
  const name = `${prefix} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const created = await call<{ createPatient: { id: number } }>(
    'mutation ($c: CreatePatientInput!) { createPatient(create: $c) { id } }',
    {
      c: {
        allergies: ['Penicillin'],
        patient: {
          existingClinicID: clinicID,
          name,
          idType: 'NRIC',
          nric: `S${String(Date.now() % 10_000_000).padStart(7, '0')}${suffix().slice(-1)}`,
          gender: 'M',
          dob: '1961-05-20',
          race: 'Chinese',
          phoneNo: '+65 9123-4567',
          address: '10 Tampines Street',
          nokName: 'Lee Mei Hua',
          nokPhoneNo: '9876 5432',
          amputee: 'No',
          DESRD: '2021-03-01',
          height: 168,
          weight: 64000,
        },
      },
    },
  );
  return { id: created.createPatient.id, name };
}

/** Books the patient for today's session through createAppointment; answers the appointment id. */
export async function bookToday(call: Call, patientID: number, clinicID: number, shift: 'M' | 'N' | 'E') {
  const booked = await call<{ createAppointment: { id: number } }>(
    'mutation ($c: CreateAppointmentInput!) { createAppointment(create: $c) { id } }',
    { c: { patientID, clinicID, date: centreToday(), shift } },
  );
  return booked.createAppointment.id;
}

/** A dialysis order with the spec's defaults (the caller must be a Doctor, Nurse Manager or Medical Director). */
export async function anOrder(call: Call, patientID: number) {
  await call('mutation ($c: CreateDialysisOrderInput!) { createDialysisOrder(create: $c) { id } }', {
    c: {
      patientID,
      dOrder: centreToday(),
      dryWeight: '62',
      MSA: '1.8',
      freqMth: '13',
      duration: '240',
      hepLoad: '1000',
      hepCont: '500',
      dialysate: '-1.25',
      accessPrim: 'AVF LEFT WRIST',
      aNeedle: '16',
      vNeedle: '16',
      bicarbonate: '31',
      temp: '36.9',
      QD: '500',
      QB: '250',
      notes: 'Thrice weekly',
    },
  });
}

/** A machine the check-in form may offer in the centre and nobody is using. */
export async function aFreeMachine(call: Call, clinicID: number): Promise<{ id: number; name: string }> {
  const machines = await call<{ listSessionMachines: { id: number; name: string; inUse: boolean }[] }>(
    'query ($c: Int!) { listSessionMachines(clinicID: $c) { id name inUse } }',
    { c: clinicID },
  );
  const free = machines.listSessionMachines.find((m) => !m.inUse);
  if (!free) throw new Error('no free machine');
  return free;
}

/** Checks the appointment in with typical pre-dialysis data; answers the dialysis id. */
export async function checkIn(call: Call, appointmentID: number, machineID: number): Promise<number> {
  const started = await call<{ startDialysis: { id: number } }>(
    'mutation ($c: StartDialysisInput!, $a: Int!) { startDialysis(create: $c, appointmentID: $a) { id } }',
    {
      a: appointmentID,
      c: {
        preWeight: '64.2',
        lastWeight: '62.4',
        dryWeight: '62',
        preTemp: '36.7',
        preEdema: '0',
        preSBP: '138',
        preDBP: '82',
        preHRT: '76',
        ufTargetStart: '2.2',
        machineID,
        dialyser: 'FX80',
        MSA: '1.8',
        membraneUse: '1',
      },
    },
  );
  return started.startDialysis.id;
}

/**
 * Books the patient for today's session. The demo day fills every Tampines session (other journeys on the same
 * demo day book seats too); when it is full, one demo patient still waiting is cancelled first, as a front desk
 * would. Answers the appointment id.
 */
export async function bookTodayWithASeat(
  call: Call,
  patientID: number,
  clinicID: number,
  shift: 'M' | 'N' | 'E',
): Promise<number> {
  try {
    return await bookToday(call, patientID, clinicID, shift);
  } catch (error) {
    if (!String(error).includes('There are no available slots')) throw error;
  }
  const day = await call<{
    listAppointmentDetail: { result: { id: number; dialysisStartTime: string | null }[] };
  }>(
    'query ($f: AppointmentDetailFilter!) { listAppointmentDetail(filter: $f, pagination: { limit: 500 }) { result { id dialysisStartTime } } }',
    {
      f: {
        clinicID: { eq: clinicID },
        date: { eq: centreToday() },
        shift: { eq: shift },
        deleted: { eq: 0 },
      },
    },
  );
  const waiting = day.listAppointmentDetail.result.find((a) => a.dialysisStartTime === null);
  if (!waiting) throw new Error('no waiting appointment to cancel');
  await call('mutation ($u: UpdateAppointmentInput!) { updateAppointment(update: $u) { id } }', {
    u: { id: waiting.id, deleted: 1 },
  });
  return bookToday(call, patientID, clinicID, shift);
}

/**
 * A new patient of the centre (name starting with `prefix`) booked in today's `shift` (making room if full),
 * with a dialysis order, checked in on a free machine. Answers the patient and the dialysis id.
 */
export async function aCheckedInPatient(
  call: Call,
  clinicID: number,
  prefix: string,
  shift: 'M' | 'N' | 'E',
): Promise<{ patient: { id: number; name: string }; dialysisID: number }> {
  const patient = await aFreshPatient(call, clinicID, prefix);
  const appointmentID = await bookTodayWithASeat(call, patient.id, clinicID, shift);
  await anOrder(call, patient.id);
  const machine = await aFreeMachine(call, clinicID);
  const dialysisID = await checkIn(call, appointmentID, machine.id);
  return { patient, dialysisID };
}
