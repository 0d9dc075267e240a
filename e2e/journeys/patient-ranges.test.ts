import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { PATIENT_VERSION, UPDATE_PATIENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, centreId } from '../support/session-fixtures.ts';

const test = journeyTest();

const CENTRE = 'Bukit Merah Centre';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const fieldError = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text });

describe('patient form ranges and limits', () => {
  test('a height of 160 in the metres field is refused with what it expects, 1,000,000 kg with its range, no BMI; the name shows its counter', async ({
    browser,
  }) => {
    await journey(browser, 'patient-ranges', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);

      await page.goto('/patient/create');
      await page.getByRole('heading', { name: 'Create Patient' }).waitFor();
      // The field says what it expects before anything is typed.
      await page.getByText('Height in metres, e.g. 1.60', { exact: true }).waitFor();
      await field(page, 'Height (m)').fill('160');
      await field(page, 'Weight (kg)').fill('1000000');
      await field(page, 'Weight (kg)').blur();
      await fieldError(page, 'Height in metres, e.g. 1.60').waitFor();
      await fieldError(page, 'Must be between 1 and 400 kg.').waitFor();
      expect(await field(page, 'BMI').inputValue()).toBe('');

      await field(page, 'Height (m)').fill('1.60');
      await field(page, 'Weight (kg)').fill('64');
      await field(page, 'Weight (kg)').blur();
      await expect.poll(() => field(page, 'BMI').inputValue()).toBe('25.00');
      expect(await fieldError(page, 'Height in metres').count()).toBe(0);

      // A limit shows its counter, and typing stops at it.
      await field(page, 'Full Name').fill('N'.repeat(250));
      expect((await field(page, 'Full Name').inputValue()).length).toBe(200);
      await page.locator('.ant-input-show-count-suffix', { hasText: '200 / 200' }).first().waitFor();
    });
  });

  test('a 300-character word without spaces wraps: the patient page does not grow wider than the window', async ({
    browser,
  }) => {
    const call = await apiSession('manager@example.com', DEMO_PASSWORD);
    const patient = await aFreshPatient(call, await centreId(call, CENTRE), 'Wrap');
    const word = 'W'.repeat(300);
    const { getPatient } = await call(PATIENT_VERSION, { id: patient.id });
    await call(UPDATE_PATIENT, {
      update: { id: patient.id, updatedOn: getPatient.updatedOn, patient: { address: word } },
    });
    await journey(browser, 'patient-long-word', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.goto(`/patient/${patient.id}`);
      await page.getByText(word.slice(0, 20)).first().waitFor();
      // An expression string: the e2e project has no DOM types.
      const widths = (await page.evaluate(
        '({ page: document.documentElement.scrollWidth, window: window.innerWidth })',
      )) as { page: number; window: number };
      expect(widths.page).toBeLessThanOrEqual(widths.window);
    });
  });
});
