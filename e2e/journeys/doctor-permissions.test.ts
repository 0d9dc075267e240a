import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, anOrder, bookTodayWithASeat, centreId } from '../support/session-fixtures.ts';

const test = journeyTest();

const CENTRE = 'Jurong Centre';
const NOT_FOR_DOCTORS = 'Not available to the Doctor login type.';

/** A new Jurong patient booked for today, with no dialysis order yet (registered by the nurse manager). */
async function aBookedPatientWithoutOrder() {
  const call = await apiSession('manager@example.com', DEMO_PASSWORD);
  const clinicID = await centreId(call, CENTRE);
  const patient = await aFreshPatient(call, clinicID, 'Perm');
  const appointmentID = await bookTodayWithASeat(call, patient.id, clinicID, 'E');
  return { ...patient, appointmentID };
}

describe('what each role may do is shown from the shared policy', () => {
  test('a Doctor edits a patient, and sees Check In disabled with the reason; a Nurse at No Dialysis Order is told who can create it, and sees the order arrive', async ({
    browser,
  }) => {
    const booked = await aBookedPatientWithoutOrder();
    const checkInPath = `/patient/${booked.id}/dialysis/appointment/${booked.appointmentID}`;

    await journey(browser, 'doctor-permissions', async (page) => {
      await signInToCentre(page, 'doctor@example.com', CENTRE);
      // Patient Information: Edit for every login type; Book Appointment hidden from a Doctor (spec 001).
      await page.goto(`/patient/${booked.id}`);
      await page.getByRole('heading', { name: 'Patient Information' }).waitFor();
      expect(await page.getByRole('button', { name: 'Book Appointment' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(`**/patient/${booked.id}/edit`);
      await page.getByLabel('Full Name').waitFor();

      // The check-in page, reached by its address: the button is there but disabled, and says why.
      await page.goto(checkInPath);
      const checkIn = page.getByRole('button', { name: 'Check In' });
      await checkIn.waitFor();
      expect(await checkIn.isDisabled()).toBe(true);
      await checkIn.locator('xpath=..').hover();
      await page.getByRole('tooltip', { name: NOT_FOR_DOCTORS }).waitFor();
      // A Doctor can prescribe: the No Dialysis Order alert offers New Order.
      const alert = page.getByTestId('no-dialysis-order');
      await alert.getByText('No Dialysis Order').waitFor();
      await alert.getByRole('button', { name: 'New Order' }).waitFor();
      await page.screenshot({ path: path.join(tmpdir(), 'doctor-check-in-disabled.png'), fullPage: true });
    });

    await journey(browser, 'nurse-no-order', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.goto(checkInPath);
      const alert = page.getByTestId('no-dialysis-order');
      await alert.getByText('No Dialysis Order').waitFor();
      await alert
        .getByText(
          'A dialysis order can be created by a Nurse Manager, Doctor or Medical Director. Please ask one of them to create it.',
        )
        .waitFor();
      expect(await alert.getByRole('button', { name: 'New Order' }).count()).toBe(0);
      await page.screenshot({ path: path.join(tmpdir(), 'nurse-no-order.png'), fullPage: true });

      // A doctor writes the order on another screen: the waiting page updates by itself (issue 27 item 7).
      await anOrder(await apiSession('doctor@example.com', DEMO_PASSWORD), booked.id);
      await alert.waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => page.getByRole('button', { name: 'Check In' }).isEnabled()).toBe(true);
    });
  });
});
