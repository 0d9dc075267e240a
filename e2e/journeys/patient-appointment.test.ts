import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCentre, DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { apiSession, journey, launch } from '../support/browser.ts';
import { ISO_DATE, shownDate, shownDatesIn } from '../support/dates.ts';

const CENTRE = 'Bukit Merah Centre';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A demo patient booked today in the nurse's centre, and that centre's today (found through the API). */
async function aDemoPatient(): Promise<{ id: number; name: string; today: string }> {
  const call = await apiSession('nurse@example.com', DEMO_PASSWORD);
  const clinics = await call<{ listClinic: { result: { id: number; name: string; today: string }[] } }>(
    'query { listClinic { result { id name today } } }',
  );
  const clinic = clinics.listClinic.result.find((c) => c.name === CENTRE);
  if (!clinic) throw new Error(`${CENTRE} not found`);
  const list = await call<{ listAppointmentDetail: { result: { patientID: number; name: string }[] } }>(
    'query ($f: AppointmentDetailFilter!) { listAppointmentDetail(filter: $f) { result { patientID name } } }',
    { f: { clinicID: { eq: clinic.id } } },
  );
  const first = list.listAppointmentDetail.result[0];
  if (!first) throw new Error('no demo patient booked');
  return { id: first.patientID, name: first.name, today: clinic.today };
}

/** The 10th of the month after `today` (YYYY-MM-DD): always a future day, one "Next month" away. */
function tenthOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 10));
  return next.toISOString().slice(0, 10);
}

async function confirmYes(page: Page, done: string) {
  await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(done).last().waitFor();
}

describe('patient appointment', () => {
  it('a nurse books a future day for a demo patient from the calendar, then cancels it', async () => {
    const patient = await aDemoPatient();
    const day = tenthOfNextMonth(patient.today);
    await journey(browser, 'patient-appointment', async (page) => {
      await page.goto('/login');
      await signIn(page, 'nurse@example.com', DEMO_PASSWORD);
      await page.waitForURL('**/settings/centre');
      await chooseCentre(page, CENTRE);
      await page.waitForURL((url) => url.pathname === '/');

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

  it('a nurse books a repeating pattern (Mon and Thu for 2 weeks) and sees which dates were booked', async () => {
    const patient = await aDemoPatient();
    const first = `${tenthOfNextMonth(patient.today).slice(0, 8)}01`;
    try {
      await journey(browser, 'patient-appointment-series', async (page) => {
        await page.goto('/login');
        await signIn(page, 'nurse@example.com', DEMO_PASSWORD);
        await page.waitForURL('**/settings/centre');
        await chooseCentre(page, CENTRE);
        await page.waitForURL((url) => url.pathname === '/');

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
      const clinics = await call<{ listClinic: { result: { id: number; name: string }[] } }>(
        'query { listClinic { result { id name } } }',
      );
      const clinicID = clinics.listClinic.result.find((c) => c.name === CENTRE)?.id;
      const end = new Date(Date.parse(`${first}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const calendar = await call<{ getPatientAppointmentCalendar: { appointments: { id: number }[] } }>(
        'query ($p: Int!, $c: Int!, $s: String!, $e: String!) { getPatientAppointmentCalendar(patientID: $p, clinicID: $c, start: $s, end: $e) { appointments { id } } }',
        { p: patient.id, c: clinicID, s: first, e: end },
      );
      for (const a of calendar.getPatientAppointmentCalendar.appointments) {
        await call('mutation ($u: UpdateAppointmentInput!) { updateAppointment(update: $u) { id } }', {
          u: { id: a.id, deleted: 1 },
        });
      }
    }
  });
});
