import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { shownDateTime } from '../support/dates.ts';
import { PATIENT_SESSIONS, SESSION, SUBMIT_READING } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aDemoPatient } from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
const CENTRE = 'Bukit Merah Centre';
const HOUR = 3_600_000;

const CLOSED =
  'This dialysis session is closed: it was checked out more than 24 hours ago. It can only be corrected on Update Check Out.';
const CORRECTION =
  'This dialysis session is closed (24 hours after check-out): only this page changes it, and every change is kept in its history.';

const test = journeyTest();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * A session closes 24 hours after check-out (docs/decisions/session-phase.md): its pages read only, except Update
 * Check Out, which still corrects it. The demo's year of history gives every demo patient closed sessions.
 */
describe('a closed dialysis session', () => {
  test('reads only on check-in edit and takes no medication; Update Check Out still corrects it', async ({
    browser,
  }) => {
    const api = await apiSession(MANAGER, DEMO_PASSWORD);
    const patient = await aDemoPatient(api, CENTRE, 'last');
    const { listDialysis } = await api(PATIENT_SESSIONS, {
      filter: { patientID: { eq: patient.id } },
      pagination: { limit: 10 },
    });
    // Newest first: the latest session checked out two days ago or more is on the panel's first page.
    const closed = listDialysis.result.find(
      (s) => s.endTime && Date.parse(s.endTime) < Date.now() - 48 * HOUR,
    );
    if (!closed?.startTime) throw new Error('no closed demo session');
    const base = `/patient/${patient.id}/dialysis/${closed.id}`;
    const tag = Date.now().toString(36).toUpperCase();

    // An ordinary write is refused by the server: a reading for the closed session.
    await expect(api(SUBMIT_READING, { create: { dialysisID: closed.id } })).rejects.toThrow(CLOSED);

    await journey(browser, 'dialysis-closed-session', async (page) => {
      await signInToCentre(page, MANAGER, CENTRE);

      // The record's Dialysis Sessions panel opens it on Update Check Out, the one page that changes it.
      await page.goto(`/patient/${patient.id}/patientrecord`);
      const day = shownDateTime(new Date(closed.startTime as string)).slice(0, 11);
      await page
        .getByTestId('dialysis-sessions')
        .getByRole('link', { name: `Open the session of ${day}` })
        .click();
      await page.waitForURL((url) => url.pathname === `${base}/checkout/edit`);
      await page.getByRole('heading', { name: 'Update Check Out', level: 1 }).waitFor();
      await page.getByTestId('session-closed').getByText(CORRECTION).waitFor();
      expect(await page.getByRole('button', { name: 'Update', exact: true }).isEnabled()).toBe(true);
      // Medication given today is not given in last week's session: no add row, the reason instead.
      const administered = page.locator('.ant-card', { hasText: 'Administered Medication' });
      await administered.getByText(CLOSED).waitFor();
      expect(await administered.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      await page.getByTestId('session-closed').scrollIntoViewIfNeeded();
      await screenshot(page, 'closed-session-checkout-edit');

      // Check-in edit reads only, says why, and leads to Update Check Out.
      await page.goto(`${base}/checkin/edit`);
      await page.getByRole('heading', { name: 'Update Check In', level: 1 }).waitFor();
      const readOnly = page.getByTestId('session-read-only');
      await readOnly.getByText(CLOSED).waitFor();
      expect(await field(page, 'Pre Weight (kg)').isDisabled()).toBe(true);
      expect(await field(page, 'Dialyser').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
      await readOnly.scrollIntoViewIfNeeded();
      await screenshot(page, 'closed-session-checkin-edit');

      // The intra page of an ended session: the spec's message, then the patient record.
      await page.goto(base);
      await page.getByText('No Active Diaylsis Session').waitFor();
      await page.waitForURL((url) => url.pathname === `/patient/${patient.id}/patientrecord`);

      // Update Check Out still corrects it (audited on the server, kept in the session's history).
      await page.goto(`${base}/checkin/edit`);
      await page.getByRole('button', { name: 'Update Check Out', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${base}/checkout/edit`);
      await page.getByTestId('session-closed').waitFor();
      await field(page, 'Additional Notes').fill(`Corrected after closing ${tag}`);
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await confirmYes(page, 'Dialysis updated.');
      await page.waitForURL((url) => url.pathname === `/patient/${patient.id}/patientrecord`);
    });

    const saved = await api(SESSION, { patientID: patient.id, id: closed.id });
    expect(saved.getDialysis).toMatchObject({
      notes: `Corrected after closing ${tag}`,
      endTime: closed.endTime,
    });
  });
});
