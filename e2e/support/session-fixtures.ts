import type { apiSession } from './browser.ts';
import {
  APPOINTMENTS,
  BOOK,
  CENTRES,
  CHECK_IN,
  CHECK_OUT,
  CREATE_MACHINE,
  CREATE_ORDER,
  CREATE_PATIENT,
  CREATE_SEAT,
  SESSION,
  SESSION_MACHINES,
  UPDATE_APPOINTMENT,
} from './documents.ts';

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
  return (await centre(call, name)).id;
}

/** A demo centre by name: its id and its today (the server's, in the centre's time zone). */
export async function centre(call: Call, name: string) {
  const clinics = await call(CENTRES);
  const found = clinics.listClinic.result.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found;
}

/**
 * A demo patient booked in the centre, found through the API as the dashboard finds them: the first booked,
 * or the last (so journeys that change a patient stay apart).
 */
export async function aDemoPatient(
  call: Call,
  centreName: string,
  which: 'first' | 'last' = 'first',
): Promise<{ id: number; name: string; today: string }> {
  const clinic = await centre(call, centreName);
  const list = await call(APPOINTMENTS, { filter: { clinicID: { eq: clinic.id } } });
  const booked = list.listAppointmentDetail.result;
  const one = which === 'first' ? booked[0] : booked.at(-1);
  if (!one) throw new Error('no demo patient booked');
  return { id: one.patientID, name: one.name, today: clinic.today };
}

/** A failed journey must not leave its machine in use for the journeys after it: check the session out. */
export async function checkOutIfRunning(call: Call, patientID: number, id: number, notes = 'e2e clean-up') {
  const got = await call(SESSION, { patientID, id }).catch(() => null);
  if (!got || got.getDialysis.endTime) return;
  await call(CHECK_OUT, { checkout: { id, updatedOn: got.getDialysis.updatedOn, mode: 'SIMPLE', notes } });
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
  const created = await call(CREATE_PATIENT, {
    create: {
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
  });
  return { id: created.createPatient.id, name };
}

type Shift = 'M' | 'N' | 'E';
const SHIFTS: readonly Shift[] = ['M', 'N', 'E'];
/** When each session ends on the centre's clock, in minutes of the day (the next one's start; midnight). */
const SHIFT_END_MINUTE: Record<Shift, number> = { M: 12 * 60, N: 18 * 60, E: 24 * 60 };

/**
 * `shift`, or a later session of today when `shift` has ended on the demo centres' clock: the server refuses to
 * book a session that has ended (issue 27), and journeys run at any hour. A session ending within two minutes
 * counts as ended, so the booking does not reach the server just after the end.
 */
export function openShift(shift: Shift, timeZone = 'Asia/Singapore'): Shift {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const now = hour * 60 + minute + 2;
  return SHIFTS.slice(SHIFTS.indexOf(shift)).find((s) => SHIFT_END_MINUTE[s] > now) ?? 'E';
}

/** Books the patient for today's session through createAppointment; answers the appointment id. */
export async function bookToday(call: Call, patientID: number, clinicID: number, shift: Shift) {
  const booked = await call(BOOK, { create: { patientID, clinicID, date: centreToday(), shift } });
  return booked.createAppointment.id;
}

/** A dialysis order with the spec's defaults (the caller must be a Doctor, Nurse Manager or Medical Director). */
export async function anOrder(call: Call, patientID: number) {
  await call(CREATE_ORDER, {
    create: {
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
  const machines = await call(SESSION_MACHINES, { clinicID });
  const free = machines.listSessionMachines.find((m) => !m.inUse);
  if (!free) throw new Error('no free machine');
  return free;
}

/** Checks the appointment in with typical pre-dialysis data; answers the dialysis id. */
export async function checkIn(call: Call, appointmentID: number, machineID: number): Promise<number> {
  const started = await call(CHECK_IN, {
    appointmentID,
    create: {
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
  });
  return started.startDialysis.id;
}

/**
 * Books the patient for today's session (`shift`, or a later one when it has ended: openShift). The demo day
 * fills every Tampines session (other journeys on the same demo day book seats too); when it is full, one demo
 * patient still waiting is cancelled first, as a front desk would. Answers the appointment id.
 */
export async function bookTodayWithASeat(
  call: Call,
  patientID: number,
  clinicID: number,
  asked: Shift,
): Promise<number> {
  return (await bookOrMakeRoom(call, patientID, clinicID, openShift(asked))).appointmentID;
}

/**
 * Books `shift`, making room when it is full by cancelling a demo patient still waiting; when every patient of
 * the session has already started (the demo checks in a session once it begins), the next session of today.
 */
async function bookOrMakeRoom(
  call: Call,
  patientID: number,
  clinicID: number,
  shift: Shift,
): Promise<{ appointmentID: number; shift: Shift }> {
  for (const tried of SHIFTS.slice(SHIFTS.indexOf(shift))) {
    try {
      return { appointmentID: await bookToday(call, patientID, clinicID, tried), shift: tried };
    } catch (error) {
      if (!String(error).includes('There are no available slots')) throw error;
    }
    const day = await call(APPOINTMENTS, {
      filter: {
        clinicID: { eq: clinicID },
        date: { eq: centreToday() },
        shift: { eq: tried },
        deleted: { eq: 0 },
      },
      pagination: { limit: 500 },
    });
    const waiting = day.listAppointmentDetail.result.find((a) => a.dialysisStartTime === null);
    if (!waiting) continue;
    await call(UPDATE_APPOINTMENT, { update: { id: waiting.id, deleted: 1 } });
    return { appointmentID: await bookToday(call, patientID, clinicID, tried), shift: tried };
  }
  // Late in the centre's evening every session left may be full of patients already dialysing (the journeys
  // of a run check patients in all day): the centre gets a chair, with a machine of its own, as a nurse
  // manager would add one. Needs a caller who may add seats (the journeys book as the nurse manager).
  await aNewSeat(call, clinicID);
  return { appointmentID: await bookToday(call, patientID, clinicID, shift), shift };
}

/** A seat with a new AVAILABLE machine in the centre (one more free place in each session of the day). */
async function aNewSeat(call: Call, clinicID: number): Promise<void> {
  const serial = `E2E-SEAT-${Date.now().toString(36).toUpperCase()}`;
  const { createMachine } = await call(CREATE_MACHINE, {
    create: { clinicID, name: `Extra ${serial}`, serialNo: serial, status: 'AVAILABLE' },
  });
  await call(CREATE_SEAT, {
    create: { clinicID, name: `Extra ${serial}`, machineID: createMachine.id, status: 'AVAILABLE' },
  });
}

/**
 * A new patient of the centre (name starting with `prefix`) booked in today's `shift` (a later session when it
 * has ended; making room if full), with a dialysis order, checked in on a free machine. Answers the patient, the
 * dialysis id and the session booked (the dashboard section its card is in).
 */
export async function aCheckedInPatient(
  call: Call,
  clinicID: number,
  prefix: string,
  asked: Shift,
): Promise<{ patient: { id: number; name: string }; dialysisID: number; shift: Shift }> {
  const patient = await aFreshPatient(call, clinicID, prefix);
  const { appointmentID, shift } = await bookOrMakeRoom(call, patient.id, clinicID, openShift(asked));
  await anOrder(call, patient.id);
  const machine = await aFreeMachine(call, clinicID);
  const dialysisID = await checkIn(call, appointmentID, machine.id);
  return { patient, dialysisID, shift };
}
