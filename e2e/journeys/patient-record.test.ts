import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, pick, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aDemoPatient as demoPatient } from '../support/session-fixtures.ts';

const test = journeyTest();

const CENTRE = 'Bukit Merah Centre';
const DRUG = `Sevelamer ${Date.now().toString(36).toUpperCase()}`;
const GIVEN = `Heparin ${Date.now().toString(36).toUpperCase()}`;

/** A demo patient of the nurse's centre, found through the API as the dashboard finds them. */
const aDemoPatient = async () =>
  demoPatient(await apiSession('nurse@example.com', DEMO_PASSWORD), CENTRE, 'first');

describe('patient record', () => {
  test('a nurse adds a medication, stops it, finds it in history, and records an administered one with a witness', async ({
    browser,
  }) => {
    const patient = await aDemoPatient();
    await journey(browser, 'patient-record', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);

      await page.goto(`/patient/${patient.id}/patientrecord`);
      await page.getByRole('heading', { name: patient.name }).waitFor();
      expect(await page.locator('#clinicalnotes').count()).toBe(1);
      expect(await page.locator('#labreport').count()).toBe(1);

      // Add Medication: the form says what is missing, then saves after 'Are you sure?'.
      const current = page.locator('.ant-card', { hasText: 'Current Medication' });
      await current.getByRole('button', { name: 'Add Medication' }).click();
      const add = page.getByRole('dialog', { name: 'Add Medication' });
      await add.getByRole('button', { name: 'Save' }).click();
      await add.getByText('Required.').first().waitFor();
      await add.getByLabel('Start Date').fill('01 Mar 2026');
      await add.getByLabel('Start Date').press('Enter');
      await add.getByLabel('Medication').fill(DRUG);
      await add.getByLabel('Dose').fill('800 mg');
      await add.getByLabel('Route').fill('Oral');
      await add.getByLabel('Frequency').fill('TDS');
      await add.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page, 'Created successfully');
      await add.waitFor({ state: 'detached' });
      await current.getByRole('cell', { name: DRUG, exact: true }).waitFor();

      // The delete icon means Stop: it leaves the current list for See Historical.
      await current.getByRole('button', { name: `Stop ${DRUG}` }).click();
      await confirmYes(page, 'Updated successfully');
      await current.getByRole('cell', { name: DRUG, exact: true }).waitFor({ state: 'detached' });
      await current.getByRole('button', { name: 'See Historical' }).click();
      const history = page.getByRole('dialog', { name: 'Historical Medication' });
      await history.getByRole('cell', { name: DRUG, exact: true }).waitFor();
      await history.getByRole('button', { name: 'Close' }).click();
      await history.waitFor({ state: 'detached' });

      // Administered Medication: the same person cannot give and witness.
      const given = page.locator('.ant-card', { hasText: 'Administered Medication' });
      await given.getByRole('button', { name: 'Add', exact: true }).click();
      await given.getByText('Missing medication').waitFor();
      await given.getByText('Missing witness').waitFor();
      await given.getByLabel('Medication').fill(GIVEN);
      await given.getByLabel('Dose').fill('1000 IU');
      await given.getByLabel('Route').fill('IV');
      await given.getByLabel('Frequency').fill('Once');
      await given.getByLabel('Frequency').press('Escape');
      await pick(given, 'Given By', 'Nur Aisyah');
      await pick(given, 'Witness', 'Nur Aisyah');
      await given.getByText("Same user can't be witness").waitFor();
      await pick(given, 'Witness', 'Grace Lim');
      await given.getByText("Same user can't be witness").waitFor({ state: 'detached' });
      await given.getByRole('button', { name: 'Add', exact: true }).click();
      await confirmYes(page, 'Created successfully');
      const row = given.getByRole('row').filter({ hasText: GIVEN });
      await row.waitFor();
      expect(await row.innerText()).toContain('Nur Aisyah');
    });
  });
});
