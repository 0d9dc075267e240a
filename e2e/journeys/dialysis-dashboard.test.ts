import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { CHECK_OUT, SESSION } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import {
  aFreeMachine,
  aFreshPatient,
  anOrder,
  bookTodayWithASeat,
  type Call,
  centreId,
  checkIn,
} from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
const DOCTOR = 'doctor@example.com';
const CENTRE = 'Tampines Centre';

const test = journeyTest();

async function openDashboard(page: Page, email: string, path = '/?session=E') {
  await signInToCentre(page, email, CENTRE);
  await page.goto(path);
  await page.getByTestId('daily-view').waitFor();
}

const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

describe('the dashboard follows a dialysis session live', () => {
  test('cards appear, check in and out live, show their actions by state and role; sessions are found on the manage dashboard and the record', async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const clinicID = await centreId(api, CENTRE);
    let patientName = '';
    let patientID = 0;

    await journey(browser, 'dialysis-dashboard', async (page) => {
      // A fake clock that runs like the real one, so the test can later jump to a reading being overdue.
      await page.clock.install();
      await openDashboard(page, MANAGER);

      // The bell's mute switch is remembered across a reload; it is left unmuted for the bell below.
      const mute = page.getByRole('switch', { name: 'Mute reading bell' });
      await expect(mute.getAttribute('aria-checked')).resolves.toBe('false');
      await mute.click();
      await expect(mute.getAttribute('aria-checked')).resolves.toBe('true');
      await page.reload();
      await page.getByTestId('daily-view').waitFor();
      await expect(mute.getAttribute('aria-checked')).resolves.toBe('true');
      await mute.click();
      await expect(mute.getAttribute('aria-checked')).resolves.toBe('false');

      // A patient booked today through the API appears on the open dashboard without a reload.
      const patient = await aFreshPatient(api, clinicID, 'Dashboard');
      patientName = patient.name;
      patientID = patient.id;
      const appointmentID = await bookTodayWithASeat(api, patient.id, clinicID, 'E');
      const card = cardOf(page, patient.name);
      await card.waitFor({ timeout: 15_000 });
      await expect(card.getAttribute('data-state')).resolves.toBe('waiting');
      const checkInLink = card.getByRole('link', { name: 'Check In', exact: true });
      await expect(checkInLink.getAttribute('href')).resolves.toBe(
        `/patient/${patient.id}/dialysis/appointment/${appointmentID}`,
      );
      await expect(card.getByRole('link', { name: 'Patient Info' }).getAttribute('href')).resolves.toBe(
        `/patient/${patient.id}`,
      );
      await expect(card.getByRole('link', { name: 'Patient Record' }).getAttribute('href')).resolves.toBe(
        `/patient/${patient.id}/patientrecord`,
      );
      await expect(card.getByText(/^Update Check (In|Out)$/).count()).resolves.toBe(0);

      // Checked in through the API: the card turns Checked In live, with the countdown and the edit button
      // the completeness rule gives (check-in complete, session running: Update Check Out, on the intra page).
      await anOrder(api, patient.id);
      const machine = await aFreeMachine(api, clinicID);
      const dialysisID = await checkIn(api, appointmentID, machine.id);
      await card.and(page.locator('[data-state="checked-in"]')).waitFor({ timeout: 15_000 });
      await expect(card.locator('[data-done="true"]').first().textContent()).resolves.toBe('Checked In');
      await card.getByText(/^Next Reading in (30|29)m$/).waitFor();
      const update = card.getByRole('link', { name: 'Update Check Out' });
      await expect(update.getAttribute('href')).resolves.toBe(
        `/patient/${patient.id}/dialysis/${dialysisID}`,
      );
      await expect(
        card.getByRole('link', { name: 'Dialysis Session', exact: true }).getAttribute('href'),
      ).resolves.toBe(`/patient/${patient.id}/dialysis/${dialysisID}`);
      await expect(card.getByRole('link', { name: 'Check In', exact: true }).count()).resolves.toBe(0);
      await page.screenshot({ path: '/tmp/shots-h4/e2e-dashboard-checked-in.png' }).catch(() => undefined);

      // Half an hour on, the card is overdue for its reading: the bell rings (once) on the open dashboard.
      const view = page.getByTestId('daily-view');
      await expect(view.getAttribute('data-bell-rang')).resolves.toBe('0');
      await page.clock.fastForward('31:00');
      await card.getByText(/^Scheduled Reading \d+m ago$/).waitFor({ timeout: 10_000 });
      await expect
        .poll(async () => Number(await view.getAttribute('data-bell-rang')), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(1);
      const rang = Number(await view.getAttribute('data-bell-rang'));
      await page.clock.fastForward('00:05');
      await expect(view.getAttribute('data-bell-rang')).resolves.toBe(String(rang));

      // Checked out through the API (simple check-out, no post data yet): the card turns Checked Out live, and
      // its post fields are incomplete, so Update Check Out now leads to check-out edit.
      const got = await api(SESSION, { patientID: patient.id, id: dialysisID });
      await api(CHECK_OUT, {
        checkout: {
          id: dialysisID,
          updatedOn: got.getDialysis.updatedOn,
          mode: 'SIMPLE',
          notes: 'Dashboard journey',
        },
      });
      await card.and(page.locator('[data-state="checked-out"]')).waitFor({ timeout: 15_000 });
      await expect(card.getByRole('link', { name: 'Update Check Out' }).getAttribute('href')).resolves.toBe(
        `/patient/${patient.id}/dialysis/${dialysisID}/checkout/edit`,
      );
      await expect(card.getByRole('link', { name: 'Dialysis Session', exact: true }).count()).resolves.toBe(
        0,
      );

      // The manage variant: Manage home's Dialysis Session tile, then View Dialysis Sessions on the card.
      await page.goto('/manage');
      await page.getByText('Dialysis Session', { exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/manage/dialysis');
      await page.getByRole('heading', { name: 'Dialysis Session' }).waitFor();
      await page.getByText('Evening Sessions').click();
      const manageCard = cardOf(page, patient.name);
      await manageCard.getByRole('button', { name: 'View Dialysis Sessions' }).click();
      const dialog = page.getByRole('dialog', { name: `Dialysis Sessions: ${patient.name}` });
      const row = dialog.locator('tbody tr.ant-table-row');
      await row.first().waitFor();
      await expect(row.count()).resolves.toBe(1);
      const cells = await row.first().locator('td').allInnerTexts();
      expect(cells).toEqual([
        expect.stringMatching(/^\d{2} \w{3} \d{4}$/),
        expect.stringMatching(/^\d{2}:\d{2}$/),
        expect.stringMatching(/^\d{2}:\d{2}$/),
        expect.stringMatching(/^\d+m$/),
        CENTRE,
        machine.name,
        'Grace Lim',
        'Grace Lim',
        '0',
      ]);
      await page.screenshot({ path: '/tmp/shots-h4/e2e-sessions-modal.png' }).catch(() => undefined);
      await dialog.getByRole('link', { name: /^Open the session/ }).click();
      await page.waitForURL(
        (url) => url.pathname === `/patient/${patient.id}/dialysis/${dialysisID}/checkout/edit`,
      );

      // The patient record lists the session too.
      await page.goto(`/patient/${patient.id}/patientrecord`);
      const panel = page.getByTestId('dialysis-sessions-panel');
      await panel.locator('tbody tr.ant-table-row').first().waitFor();
      await expect(panel.locator('tbody tr.ant-table-row').first().innerText()).resolves.toContain(
        machine.name,
      );
    });

    // A Doctor's card: the record link in the dialysis link's place, the incident report, no session actions.
    await journey(browser, 'dialysis-dashboard-doctor', async (page) => {
      await openDashboard(page, DOCTOR);
      const card = cardOf(page, patientName);
      await card.waitFor();
      const labels = await card
        .getByTestId('card-actions')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent));
      expect(labels).toEqual(['Patient Info', 'Patient Record', 'Patient Incident Report']);

      // The Doctor finds the session on the record too, without a link into the session pages.
      await page.goto(`/patient/${patientID}/patientrecord`);
      const row = page.getByTestId('dialysis-sessions-panel').locator('tbody tr.ant-table-row');
      await row.first().waitFor();
      await expect(row.count()).resolves.toBe(1);
      await expect(row.first().getByRole('link').count()).resolves.toBe(0);
    });
  });
});
