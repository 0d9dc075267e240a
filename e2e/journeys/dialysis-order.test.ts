import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, pick, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, centreId } from '../support/session-fixtures.ts';

const test = journeyTest();

const CENTRE = 'Jurong Centre';
const NOTES = `Thrice weekly ${Date.now().toString(36).toUpperCase()}`;

/**
 * A patient of the doctor's centre without an order: registered here by the nurse manager (every demo
 * patient booked today has an order, so the day's check-ins can all be done).
 */
async function aPatientWithoutOrder(): Promise<{ id: number; name: string }> {
  const call = await apiSession('manager@example.com', DEMO_PASSWORD);
  return aFreshPatient(call, await centreId(call, CENTRE), 'Order');
}

describe('dialysis order', () => {
  test('a doctor sees No Dialysis Order, prescribes one with the defaults and a dry weight of 58 kg, and sees it in force', async ({
    browser,
  }) => {
    const patient = await aPatientWithoutOrder();
    await journey(browser, 'dialysis-order', async (page) => {
      await signInToCentre(page, 'doctor@example.com', CENTRE);

      await page.goto(`/patient/${patient.id}/patientrecord`);
      await page.getByRole('heading', { name: patient.name }).waitFor();
      const panel = page.locator('.ant-card', { hasText: 'Dialysis Order' });
      await panel.getByText('No Dialysis Order').waitFor();

      await panel.getByRole('button', { name: 'New Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Order' });
      // The spec's defaults are prefilled.
      expect(await dialog.getByLabel('Frequency / Month').inputValue()).toBe('13');
      expect(await dialog.getByLabel('Duration (min)').inputValue()).toBe('240');
      expect(await dialog.getByLabel('Dialysate').inputValue()).toBe('-1.25');
      expect(await dialog.getByLabel('Temp (°C)').inputValue()).toBe('36.9');
      expect(await dialog.getByLabel('QB', { exact: true }).inputValue()).toBe('250');

      // Nothing saves while required fields are blank or a number is broken.
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Required.').first().waitFor();
      await dialog.getByLabel('MSA', { exact: true }).fill('1.5x');
      await dialog.getByText('Digits only').waitFor();

      await dialog.getByLabel('Dry Weight (kg)').fill('58');
      await dialog.getByLabel('MSA', { exact: true }).fill('1.5');
      await dialog.getByText('Digits only').waitFor({ state: 'detached' });
      await pick(dialog, 'Primary Access', 'AVF LEFT WRIST');
      await pick(dialog, 'A Needle', '16');
      await pick(dialog, 'V Needle', '16');
      await dialog.getByLabel('Notes').fill(NOTES);
      await dialog.getByRole('button', { name: 'Save' }).click();

      await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByText('Dialysis Order created.').last().waitFor();
      await dialog.waitFor({ state: 'detached' });

      const inForce = panel.getByLabel('Dialysis Order in force');
      await inForce.getByText(NOTES).waitFor();
      const text = await inForce.innerText();
      expect(text).toContain('58 kg');
      expect(text).toContain('AVF LEFT WRIST');
      expect(text).toContain('Dr Arjun Nair');
      expect(await panel.getByText('No Dialysis Order').count()).toBe(0);
    });
  });
});
