import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, pick, signInToCentre, unfoldedShift } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { fillVitals, pickAFreeMachine } from '../support/check-in-form.ts';
import { shownDate } from '../support/dates.ts';
import { SESSION, UPDATE_SESSION } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import {
  aFreshPatient,
  type Call,
  centreId,
  centreToday,
  checkOutIfRunning,
} from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
/** A nurse of Bukit Merah (and Jurong): her own browser watches the dashboard while the manager works. */
const NURSE = 'nurse@example.com';
const CENTRE = 'Bukit Merah Centre';

const test = journeyTest();

/**
 * Signs in in this page's own context and opens the centre's dashboard on the Evening session, expanded.
 * Returns the Evening section.
 */
async function openEveningDashboard(page: Page, email: string): Promise<Locator> {
  await signInToCentre(page, email, CENTRE);
  await page.goto('/?session=E');
  await page.getByTestId('daily-view').waitFor();
  return unfoldedShift(page, 'E');
}

/** The form field's input by its label (the session form and the order dialog both label every input). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

describe('dialysis check-in', () => {
  test("a nurse manager books today, meets No Dialysis Order, prescribes one, checks in with weights in kg and sees them again on check-in edit; a nurse's dashboard in another browser follows the booking and the check-in live", async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const clinicID = await centreId(api, CENTRE);
    const patient = await aFreshPatient(api, clinicID, 'Checkin');
    const today = centreToday();
    let dialysisID: number | null = null;

    try {
      // The nurse's browser (a context of its own, her own sign-in): the Bukit Merah dashboard, Evening session,
      // opened before the manager books and never reloaded. The manager's journey runs inside it, so both
      // contexts are closed (and screenshot on failure) whatever happens.
      await journey(browser, 'dialysis-check-in-nurse-dashboard', async (nurse) => {
        const evening = await openEveningDashboard(nurse, NURSE);
        const nurseCard = evening.getByRole('article', { name: patient.name });
        await expect(nurseCard.count()).resolves.toBe(0);
        // Every full page load from here on is counted: live updates must come without one.
        let loads = 0;
        nurse.on('load', () => {
          loads += 1;
        });

        await journey(browser, 'dialysis-check-in', async (page) => {
          await signInToCentre(page, MANAGER, CENTRE);

          // An appointment that is not hers (nor anybody's): 'Invalid Appointment.' and back to the dashboard.
          await page.goto(`/patient/${patient.id}/dialysis/appointment/99999999`);
          await page.getByText('Invalid Appointment.').waitFor();
          await page.waitForURL((url) => url.pathname === '/');

          // Book her for today's evening session on the appointment calendar.
          await page.goto(`/patient/${patient.id}/appointment`);
          await page.getByRole('heading', { name: 'Appointment' }).waitFor();
          await pick(page, 'Session', 'Evening');
          const cell = page.getByTestId(`appointment-${today}`);
          await expect.poll(() => cell.textContent()).toMatch(/^Available \d+$/);
          await cell.click();
          const book = page.getByRole('dialog', { name: 'Book Appointment' });
          await book.getByRole('button', { name: 'Book' }).click();
          await confirmYes(page, `Appointment Booked: ${shownDate(today)}`);

          // The nurse's open dashboard shows the new booking, waiting, without a reload.
          await expect.poll(() => nurseCard.count(), { timeout: 15_000 }).toBe(1);
          const nurseAppointmentID = Number(await nurseCard.getAttribute('data-appointment-id'));
          const watched = nurse.locator(
            `[data-testid="patient-card"][data-appointment-id="${nurseAppointmentID}"]`,
          );
          await expect(watched.getAttribute('data-state')).resolves.toBe('waiting');

          // The dashboard card's Check In opens check-in for that appointment.
          await page.goto('/?session=E');
          await page.getByTestId('daily-view').waitFor();
          const card = page.getByRole('article', { name: patient.name });
          await card.waitFor({ timeout: 15_000 });
          await card.getByRole('link', { name: 'Check In' }).click();
          await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/appointment/\\d+$`));
          // The card the nurse watches is the appointment the manager checks in.
          expect(Number(new URL(page.url()).pathname.split('/').at(-1))).toBe(nurseAppointmentID);
          await page.getByRole('heading', { name: 'Check In', level: 1 }).waitFor();
          await page.getByLabel('Patient', { exact: true }).getByText(patient.name).waitFor();

          // No order: the block, and Check In is disabled.
          const block = page.getByTestId('no-dialysis-order');
          await block.getByText('No Dialysis Order', { exact: true }).waitFor();
          const checkInButton = page.getByRole('button', { name: 'Check In', exact: true });
          expect(await checkInButton.isDisabled()).toBe(true);

          // New Order from the block: the Dialysis Order panel's own dialog.
          await block.getByRole('button', { name: 'New Order' }).click();
          const dialog = page.getByRole('dialog', { name: 'New Order' });
          await field(dialog, 'Dry Weight (kg)').fill('62');
          await field(dialog, 'MSA').fill('1.8');
          await pick(dialog, 'Primary Access', 'AVF LEFT WRIST');
          await pick(dialog, 'A Needle', '16');
          await pick(dialog, 'V Needle', '16');
          await field(dialog, 'Notes').fill('Thrice weekly');
          await dialog.getByRole('button', { name: 'Save' }).click();
          await confirmYes(page, 'Dialysis Order created.');
          await dialog.waitFor({ state: 'detached' });
          await block.waitFor({ state: 'detached' });
          await expect.poll(() => checkInButton.isDisabled()).toBe(false);

          // The order's dry weight and MSA are prefilled; the rest is required.
          await expect.poll(() => field(page, 'Dry Weight (kg)').inputValue()).toBe('62');
          expect(await field(page, 'MSA').inputValue()).toBe('1.8');
          await checkInButton.click();
          await page.getByText('Required.').first().waitFor();

          // Weights typed in kg; "64,2" is not a number.
          await field(page, 'Pre Weight (kg)').fill('64,2');
          await page.getByText('Digits only').waitFor();
          await field(page, 'Pre Weight (kg)').fill('64.2');
          await page.getByText('Digits only').waitFor({ state: 'detached' });
          await expect.poll(() => page.getByTestId('preWeight-kg').textContent()).toBe('= 64.2 kg');
          await field(page, 'Last Weight (kg)').fill('62');
          await expect.poll(() => page.getByTestId('lastWeight-kg').textContent()).toBe('= 62 kg');
          // A long whole number is grams.
          await field(page, 'UF Target (kg)').fill('2500');
          await expect.poll(() => page.getByTestId('ufTargetStart-kg').textContent()).toBe('= 2.5 kg');
          expect(await page.getByTestId('dryWeight-kg').textContent()).toBe('= 62 kg');

          // Derived values: 64.2 - 2.5 - 62 = -0.3 kg, both ways (last weight 62 too); no post weight yet.
          expect(await page.getByTestId('expected-dw').textContent()).toBe('-0.3 kg');
          expect(await page.getByTestId('expected-last').textContent()).toBe('-0.3 kg');
          expect(await page.getByTestId('off-target').textContent()).toBe('-');

          await fillVitals(page);
          await pickAFreeMachine(page);
          await pick(page, 'Dialyser', 'FX80');

          await checkInButton.click();
          await confirmYes(page, 'Checked in.');
          await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/\\d+$`));
          dialysisID = Number(new URL(page.url()).pathname.split('/').at(-1));

          // The nurse's dashboard turns the card Checked In live.
          await expect.poll(() => watched.getAttribute('data-state'), { timeout: 15_000 }).toBe('checked-in');
          await expect(watched.locator('[data-done="true"]').first().textContent()).resolves.toBe(
            'Checked In',
          );
          expect(loads).toBe(0);

          // Check-in edit shows what was saved, weights back in kg.
          await page.goto(`/patient/${patient.id}/dialysis/${dialysisID}/checkin/edit`);
          await page.getByRole('heading', { name: 'Update Check In', level: 1 }).waitFor();
          await expect.poll(() => field(page, 'Pre Weight (kg)').inputValue()).toBe('64.2');
          expect(await field(page, 'Last Weight (kg)').inputValue()).toBe('62');
          expect(await field(page, 'Dry Weight (kg)').inputValue()).toBe('62');
          expect(await field(page, 'UF Target (kg)').inputValue()).toBe('2.5');
          expect(await field(page, 'Pre SBP').inputValue()).toBe('138');
          expect(await field(page, 'MSA').inputValue()).toBe('1.8');
          expect(await page.getByTestId('expected-dw').textContent()).toBe('-0.3 kg');
          await page.locator('.ant-form-item', { hasText: 'Dialyser' }).getByText('FX80').waitFor();

          // Someone else saves the session meanwhile: Update keeps the entries and offers "Load latest".
          const saved = await api(SESSION, { patientID: patient.id, id: dialysisID });
          await api(UPDATE_SESSION, {
            update: { id: dialysisID, updatedOn: saved.getDialysis.updatedOn, preSBP: '150' },
          });
          await field(page, 'Pre HRT').fill('80');
          await page.getByRole('button', { name: 'Update', exact: true }).click();
          await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
          await page.getByRole('button', { name: 'Yes', exact: true }).click();
          const conflict = page.getByText(/^Someone else saved this dialysis session after you opened it\./);
          await conflict.waitFor();
          // Shown where the nurse is looking (beside Update), not only at the top of a long page.
          await expect
            .poll(async () => {
              const box = await conflict.boundingBox();
              return box !== null && box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0);
            })
            .toBe(true);
          expect(await field(page, 'Pre HRT').inputValue()).toBe('80');
          expect(await field(page, 'Pre SBP').inputValue()).toBe('138');
          await page.getByRole('button', { name: 'Load latest' }).click();
          await expect.poll(() => field(page, 'Pre SBP').inputValue()).toBe('150');
          expect(await field(page, 'Pre HRT').inputValue()).toBe('76');
          await page.getByText(/^Someone else saved/).waitFor({ state: 'detached' });

          // Saved on the latest version: back to the intra page.
          await field(page, 'Pre HRT').fill('80');
          await page.getByRole('button', { name: 'Update', exact: true }).click();
          await confirmYes(page, 'Dialysis updated.');
          await page.waitForURL((url) => url.pathname === `/patient/${patient.id}/dialysis/${dialysisID}`);
          const after = await api(SESSION, { patientID: patient.id, id: dialysisID });
          const { preSBP, preHRT, preWeight } = after.getDialysis;
          expect({ preSBP, preHRT, preWeight }).toEqual({ preSBP: 150, preHRT: 80, preWeight: 64200 });
        });

        // Still the same page the nurse opened: no reload at any point.
        expect(loads).toBe(0);
        expect(new URL(nurse.url()).search).toBe('?session=E');
      });
    } finally {
      // Leave the centre's machine free for later journeys.
      if (dialysisID !== null) {
        await checkOutIfRunning(api, patient.id, dialysisID).catch(() => undefined);
      }
    }
  });
});
