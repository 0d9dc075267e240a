import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { ISO_DATE, shownDate, shownDatesIn } from '../support/dates.ts';
import { PATIENT_CALENDAR, UPDATE_APPOINTMENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { centreId, aDemoPatient as demoPatient } from '../support/session-fixtures.ts';

const CENTRE = 'Bukit Merah Centre';

const test = journeyTest();

/** A demo patient booked today in the nurse's centre, and that centre's today (found through the API). */
const aDemoPatient = async () =>
  demoPatient(await apiSession('nurse@example.com', DEMO_PASSWORD), CENTRE, 'first');

/** The 10th of the month after `today` (YYYY-MM-DD): always a future day, one "Next month" away. */
function tenthOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 10));
  return next.toISOString().slice(0, 10);
}

describe('patient appointment', () => {
  test('a nurse books a future day for a demo patient from the calendar, then cancels it', async ({
    browser,
  }) => {
    const patient = await aDemoPatient();
    const day = tenthOfNextMonth(patient.today);
    await journey(browser, 'patient-appointment', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);

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

  test('a nurse books a repeating pattern (Mon and Thu for 2 weeks) and sees which dates were booked', async ({
    browser,
  }) => {
    const patient = await aDemoPatient();
    const first = `${tenthOfNextMonth(patient.today).slice(0, 8)}01`;
    try {
      await journey(browser, 'patient-appointment-series', async (page) => {
        await signInToCentre(page, 'nurse@example.com', CENTRE);

        await page.goto(`/patient/${patient.id}/appointment`);
        await page.getByRole('heading', { name: 'Appointment' }).waitFor();
        await page.getByRole('button', { name: 'Next month' }).click();
        await page.getByTestId(`appointment-${first}`).waitFor();
        await page.getByRole('button', { name: 'Book Repeating' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Repeating' });
        await dialog.getByLabel('Mon').check();
        await dialog.getByLabel('Thu').check();
        await dialog.getByLabel('Weeks').fill('2');
        await dialog.getByRole('button', { name: 'Book 4 dates' }).click();
        await confirmYes(page, 'Appointments Booked: 4');
        const summary = page.getByTestId('series-summary');
        await summary.waitFor();
        const booked = (await summary.textContent()) ?? '';
        expect(booked).not.toMatch(ISO_DATE);
        const dates = shownDatesIn(booked);
        expect(dates).toHaveLength(4);
        await page
          .getByRole('dialog', { name: 'Repeating Booking Summary' })
          .getByRole('button', { name: 'Close' })
          .last()
          .click();
        await expect.poll(() => page.getByTestId(`appointment-${dates[0]}`).textContent()).toBe('Booked');
      });
    } finally {
      // Leave the demo data as it was: cancel what the journey booked.
      const call = await apiSession('nurse@example.com', DEMO_PASSWORD);
      const clinicID = await centreId(call, CENTRE);
      const end = new Date(Date.parse(`${first}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const calendar = await call(PATIENT_CALENDAR, { patientID: patient.id, clinicID, start: first, end });
      for (const a of calendar.getPatientAppointmentCalendar.appointments) {
        await call(UPDATE_APPOINTMENT, { update: { id: a.id, deleted: 1 } });
      }
    }
  });
});
