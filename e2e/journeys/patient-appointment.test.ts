import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { ISO_DATE, shownDate, shownDatesIn } from '../support/dates.ts';
import { BOOK, PATIENT_CALENDAR, UPDATE_APPOINTMENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, type Call, centre } from '../support/session-fixtures.ts';

const CENTRE = 'Bukit Merah Centre';
const NURSE = 'nurse@example.com';

const test = journeyTest();

/** A new patient of the nurse's centre (no appointment of anyone else's to meet), and that centre's today. */
async function aPatientToBook(prefix: string) {
  const call = await apiSession(NURSE, DEMO_PASSWORD);
  const { id: clinicID, today } = await centre(call, CENTRE);
  const patient = await aFreshPatient(call, clinicID, prefix);
  return { call, clinicID, today, ...patient };
}

/** The first day of the month after `today` (YYYY-MM-DD): always a future day, one "Next month" away. */
function firstOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The days of `weekdays` (0 Sunday) from `start` for `weeks` weeks: what Book Repeating will list. */
function datesOf(start: string, weekdays: number[], weeks: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: weeks * 7 }, (_, i) => new Date(first + i * 86_400_000))
    .filter((day) => weekdays.includes(day.getUTCDay()))
    .map((day) => day.toISOString().slice(0, 10));
}

/** Leaves nothing booked: cancels the patient's appointments from `from` for 45 days. */
async function cancelAll(call: Call, patientID: number, clinicID: number, from: string) {
  const end = new Date(Date.parse(`${from}T00:00:00Z`) + 41 * 86_400_000).toISOString().slice(0, 10);
  const calendar = await call(PATIENT_CALENDAR, { patientID, clinicID, start: from, end });
  for (const a of calendar.getPatientAppointmentCalendar.appointments) {
    await call(UPDATE_APPOINTMENT, { update: { id: a.id, deleted: 1 } });
  }
}

describe('patient appointment', () => {
  test('a nurse books a future day for a patient from the calendar, then cancels it', async ({ browser }) => {
    const patient = await aPatientToBook('Booking');
    const day = `${firstOfNextMonth(patient.today).slice(0, 8)}10`;
    await journey(browser, 'patient-appointment', async (page) => {
      await signInToCentre(page, NURSE, CENTRE);

      // Patient Information offers Book Appointment to a nurse.
      await page.goto(`/patient/${patient.id}`);
      await page.getByRole('button', { name: 'Book Appointment' }).click();
      await page.waitForURL(`**/patient/${patient.id}/appointment`);
      await page.getByRole('heading', { name: 'Appointment' }).waitFor();
      await page.getByText(patient.name).first().waitFor();

      await page.getByRole('button', { name: 'Next month' }).click();
      const cell = page.getByTestId(`appointment-${day}`);
      await expect.poll(() => cell.textContent()).toMatch(/^Available \d+$/);

      await cell.click();
      const book = page.getByRole('dialog', { name: 'Book Appointment' });
      await book.getByText(shownDate(day)).waitFor();
      await book.getByRole('button', { name: 'Book' }).click();
      await confirmYes(page, `Appointment Booked: ${shownDate(day)}`);
      await expect.poll(() => cell.textContent()).toBe('Booked');

      await cell.click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Appointment' });
      await cancel.getByRole('button', { name: 'Cancel Appointment' }).click();
      await confirmYes(page, `Appointment Cancelled: ${shownDate(day)}`);
      await expect.poll(() => cell.textContent()).toMatch(/^Available \d+$/);
    });
  });

  test('Book Repeating shows its start as DD MMM YYYY and lists the dates it will book, and the one it skips, before booking', async ({
    browser,
  }) => {
    const patient = await aPatientToBook('Repeating');
    const first = firstOfNextMonth(patient.today);
    // Mondays and Thursdays for 2 weeks; the first of them the patient already has, in the morning.
    const dates = datesOf(first, [1, 4], 2);
    const [taken, ...free] = dates as [string, ...string[]];
    await patient.call(BOOK, {
      create: { patientID: patient.id, clinicID: patient.clinicID, date: taken, shift: 'M' },
    });
    try {
      await journey(browser, 'patient-appointment-series', async (page) => {
        await signInToCentre(page, NURSE, CENTRE);

        await page.goto(`/patient/${patient.id}/appointment`);
        await page.getByRole('heading', { name: 'Appointment' }).waitFor();
        await page.getByRole('button', { name: 'Next month' }).click();
        await page.getByTestId(`appointment-${first}`).waitFor();
        await page.getByRole('button', { name: 'Book Repeating' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Repeating' });
        // The start (the month's first day, selected by Next month) reads as every date does.
        expect(await dialog.getByLabel('Start').inputValue()).toBe(shownDate(first));
        await dialog.getByLabel('Mon').check();
        await dialog.getByLabel('Thu').check();
        await dialog.getByLabel('Weeks').fill('2');

        // Before anything is booked: every date, and what will happen to it.
        const list = dialog.getByTestId('series-dates');
        await expect.poll(async () => shownDatesIn((await list.textContent()) ?? '')).toEqual(dates);
        const rows = list.locator('.ant-list-item');
        expect(await rows.first().innerText()).toContain(`Already booked: Morning session at ${CENTRE}`);
        for (const [i] of free.entries()) {
          expect(await rows.nth(i + 1).innerText()).toContain('Will be booked');
        }
        expect((await dialog.textContent()) ?? '').not.toMatch(ISO_DATE);

        await dialog.getByRole('button', { name: `Book ${free.length} dates` }).click();
        await confirmYes(page, `Appointments Booked: ${free.length}, not booked: 1`);
        const summary = page.getByTestId('series-summary');
        await summary.waitFor();
        const told = (await summary.textContent()) ?? '';
        expect(told).not.toMatch(ISO_DATE);
        expect(shownDatesIn(told)).toEqual([...free, taken]);
        await page
          .getByRole('dialog', { name: 'Repeating Booking Summary' })
          .getByRole('button', { name: 'Close' })
          .last()
          .click();
        await expect.poll(() => page.getByTestId(`appointment-${free[0]}`).textContent()).toBe('Booked');
      });
    } finally {
      // Leave nothing booked behind.
      await cancelAll(patient.call, patient.id, patient.clinicID, first);
    }
  });
});
