import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { PATIENT_VERSION, UPDATE_PATIENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, centreId } from '../support/session-fixtures.ts';

const test = journeyTest();

const CENTRE = 'Bukit Merah Centre';

describe('the value history of a record (issue 28)', () => {
  test("the medical director opens a patient's History: the nurse manager's change of the weight, from what to what, by whom and when; narrowed by section and person", async ({
    browser,
  }) => {
    const manager = await apiSession('manager@example.com', DEMO_PASSWORD);
    const patient = await aFreshPatient(manager, await centreId(manager, CENTRE), 'History');
    const { getPatient } = await manager(PATIENT_VERSION, { id: patient.id });
    await manager(UPDATE_PATIENT, {
      update: { id: patient.id, updatedOn: getPatient.updatedOn, patient: { weight: 63500 } },
    });

    await journey(browser, 'record-history', async (page) => {
      await signInToCentre(page, 'director@example.com', CENTRE);
      await page.goto(`/patient/${patient.id}/patientrecord`);
      await page.getByRole('heading', { name: patient.name }).waitFor();
      const panel = page.locator('.ant-collapse-item', { hasText: 'History' });
      await panel.locator('.ant-collapse-header').click();
      const rows = panel.getByTestId('record-history').locator('tr.ant-table-row');
      await rows.first().waitFor();

      // Newest first: the weight changed from 64 to 63.5 kg by Grace Lim, Nurse Manager; below, the registration.
      const newest = rows.first();
      await newest.getByText('Weight 64.0 kg -> 63.5 kg', { exact: true }).waitFor();
      await newest.getByText('Grace Lim', { exact: true }).waitFor();
      await newest.getByText('Nurse Manager', { exact: true }).waitFor();
      await newest.getByText('Changed', { exact: true }).waitFor();
      await expect(newest.locator('td').first().innerText()).resolves.toMatch(
        /^\d{2} \w{3} \d{4} \d{2}:\d{2}$/,
      );
      await rows.getByText('Created', { exact: true }).first().waitFor();
      await panel.getByTestId('record-history').scrollIntoViewIfNeeded();
      await screenshot(page, 'record-history');

      // Narrowed to the allergies recorded at registration: one change, a creation.
      await panel.getByRole('combobox', { name: 'Section' }).click();
      await page.locator('.ant-select-item-option', { hasText: /^Allergy$/ }).click();
      await expect.poll(() => rows.count()).toBe(1);
      await rows.first().getByText('Name Penicillin', { exact: true }).waitFor();
    });
  });
});
