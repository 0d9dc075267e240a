/**
 * The shape of one centre of the scale data set (issue 16), shared by the seed and the benchmark so the
 * benchmark knows which accounts, sessions and slots exist without asking.
 */

/** The known password of every scale staff account: the benchmark signs in with it. */
export const SCALE_PASSWORD = 'Scale-Bench-Password-7';

export const SEATS_PER_CENTRE = 30;
/** Machines beyond one per seat: spares, so check-ins can happen while every seat's machine is busy. */
export const SPARE_MACHINES = 6;
/** 30 seats x 3 shifts x 2 day patterns (Mon/Wed/Fri and Tue/Thu/Sat). */
export const ACTIVE_PATIENTS_PER_CENTRE = SEATS_PER_CENTRE * 3 * 2;
/** Active plus past patients (moved, transplanted, died): about 500 a centre, as a network of 100 has 50,000. */
export const PATIENTS_PER_CENTRE = 500;
export const NURSES_PER_CENTRE = 8;
export const READINGS_PER_SESSION = 8;
/** Days ahead that already carry the regular appointments (the booking calendar is not empty). */
export const DAYS_BOOKED_AHEAD = 7;

export const nurseEmail = (centre: number, n: number) => `nurse${n}.c${centre}@scale.example.com`;
export const managerEmail = (centre: number) => `manager.c${centre}@scale.example.com`;
export const doctorEmail = (centre: number) => `doctor.c${centre}@scale.example.com`;
export const DIRECTOR_EMAIL = 'director@scale.example.com';

/** The centre's code; centre numbers start at 1. */
export const centreUid = (centre: number) => `SC${String(centre).padStart(3, '0')}`;
