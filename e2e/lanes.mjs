// Which journeys run where (docs/decisions/test-suite.md), read by e2e/run.mjs.
//
// Every journey runs once at the desktop size, on a server of its own (fresh demo data), in one of two lanes that
// run side by side: the main lane, one journey file after another as before, takes every journey not listed
// below (a new journey too); the side lane takes the journeys below, which share no data the others change or
// count: they write only rows of their own (a fresh patient, an account, a note with the run's tag) and read
// nothing that another journey's writes could change while they look (today's bookings and seats, free machines,
// a centre's QuickBooks connection, counts over a centre). A journey that books today, checks in, takes a
// machine, connects QuickBooks or counts what others write stays in the main lane.
//
// The journeys in TABLET_TOO run again at the tablet size, on a second server (their own fresh demo data, as
// when each size had its own run): the ones whose assertions depend on the window (a menu entry folded into the
// overflow, a message in view, a page not wider than the window) and the chairside screens a nurse uses on a
// tablet. tablet-layout.test.ts and dialysis-readings.test.ts set the tablet size themselves and run once.

export const DESKTOP = '1440x900';
export const TABLET = '1024x768';

/** The side lane: journey file -> what keeps it apart from the rest. */
export const SIDE_LANE = {
  'journeys/not-found.test.ts': 'no data',
  'journeys/first-sign-in.test.ts': 'its own account (admin:create); the centre list read as "contains"',
  'journeys/forgot-password.test.ts': 'its own account (admin:create) and its own outbox lines',
  'journeys/expired-session.test.ts': 'its own session, signed in on the page',
  'journeys/page-titles.test.ts': 'reads pages only',
  'journeys/tablet-layout.test.ts': 'reads pages only',
  'journeys/centre-time-zone.test.ts':
    "a clinical note with the run tag; a waiting patient's check-in form opened, never saved; the dashboard read",
  'journeys/patient-notes-documents.test.ts': 'a note and a document with the run tag',
  'journeys/patient-ranges.test.ts': 'a fresh patient, never booked',
  'journeys/patient-create.test.ts': 'the patient it creates, never booked',
  'journeys/patient-record.test.ts': 'medication rows with the run tag',
  'journeys/patient-appointment.test.ts': 'fresh patients of its own, booked next month and cancelled again',
  'journeys/dialysis-order.test.ts': 'a fresh patient and its order',
  'journeys/routine-orders.test.ts': 'fresh patients named with its own word',
  'journeys/latest-notes-hospital-reasons.test.ts': 'fresh patients, a hospital reason with the run tag',
  'journeys/lab-import.test.ts': 'lab rows of its own file; a patient it creates',
  'journeys/dialogs-open-fresh.test.ts': 'opens forms and closes them',
  'journeys/staff.test.ts': 'the nurse account it creates',
};

/** Journeys that run at the tablet size as well -> why. */
export const TABLET_TOO = {
  'journeys/dialysis-check-in.test.ts': 'the conflict message must be in view on the screen',
  'journeys/patient-ranges.test.ts': 'a long word must not make the page wider than the window',
  'journeys/routine-orders.test.ts': 'the menu entry folds into the overflow; the table scrolls',
  'journeys/funder-report.test.ts': 'Manage folds into the overflow',
  'journeys/unlinked-invoices.test.ts': 'Manage folds into the overflow',
  'journeys/nurse-daily-dashboard.test.ts': 'the dashboard at the chairside',
};
