import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openOptions, pick, signInToCentre, typeDate } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

/** A 1x1 PNG: the profile picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RUN = Date.now().toString(36).toUpperCase();
const NAME = `Lim Bee Hwa ${RUN}`;
const NRIC = `S${Date.now().toString().slice(-7)}Z`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Patient Information of the patient the first journey creates. */
const created = { path: '' };

describe('create patient', () => {
  test('a nurse registers a patient with an allergy, a picture and a Referring Source from the list, sees Patient Information, then edits it to a source of her own', async ({
    browser,
  }) => {
    await journey(browser, 'patient-create', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Bukit Merah Centre');

      // Prefilled from the query, as the lab import's Add New Patient opens it.
      await page.goto(`/patient/create?name=${encodeURIComponent(NAME)}&nric=${NRIC}&gender=F`);
      await page.getByRole('heading', { name: 'Create Patient' }).waitFor();
      expect(await field(page, 'Full Name').inputValue()).toBe(NAME);
      expect(await field(page, 'NRIC').inputValue()).toBe(NRIC);

      // The form states its rules before anything is sent.
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Missing allergy', { exact: true }).waitFor();
      await page.getByText('Required.').first().waitFor();

      await typeDate(page, 'Date of Birth', '01 May 1960');
      await pick(page, 'Race', 'Chinese');
      await typeDate(page, 'Date ESRD', '01 Dec 2024');
      await field(page, 'Mobile Number').fill('9123 4567x');
      await field(page, 'Address').click();
      await page.getByText('Invalid number').waitFor();
      await field(page, 'Mobile Number').fill('+65 9123 4567');
      await field(page, 'Address').fill('1 Bukit Merah Lane');
      await field(page, 'Name of Next of Kin').fill('Lim Ah Kow');
      await field(page, "NOK's Mobile Number").fill('9876 5432');
      // Metres and kg on the form; BMI appears when the weight loses focus.
      await field(page, 'Height (m)').fill('1.6');
      await field(page, 'Weight (kg)').fill('64');
      await field(page, 'Weight (kg)').blur();
      await expect.poll(() => field(page, 'BMI').inputValue()).toBe('25.00');
      await field(page, 'Allergy 1').fill('Penicillin');
      // Referring Source offers the seeded choices as she types.
      await field(page, 'Referring Source').fill('tan tock');
      await openOptions(page).filter({ hasText: 'Tan Tock Seng Hospital' }).click();
      expect(await field(page, 'Referring Source').inputValue()).toBe('Tan Tock Seng Hospital');
      await screenshot(page, 'patient-form-referring-source');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Change Picture' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();

      // The toast first: it shows for 3 s from the save, and under load the next page's chunk can take longer.
      await page.getByText('Created successfully').waitFor();
      await page.getByRole('heading', { name: 'Patient Information' }).waitFor();
      expect(page.url()).toMatch(/\/patient\/\d+$/);
      created.path = new URL(page.url()).pathname;
      for (const text of [
        NAME,
        NRIC,
        'Bukit Merah Centre',
        'Female',
        '01 May 1960',
        '+65 9123 4567',
        'Penicillin',
        'Tan Tock Seng Hospital',
      ]) {
        // Visible ones only: below 1280 px the header shows the centre's name too (hidden at this width).
        await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();
      }
      await page.getByText('25.00', { exact: true }).waitFor();
      await page.getByRole('img', { name: 'Profile picture' }).waitFor();
      // A nurse may book: the link leads to this patient's appointment calendar.
      const book = page.getByRole('link', { name: 'Book Appointment' });
      expect(await book.getAttribute('href')).toMatch(/^\/patient\/\d+\/appointment$/);

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('heading', { name: `Edit Patient Information - ${NAME} (${NRIC})` }).waitFor();
      expect(await field(page, 'Weight (kg)').inputValue()).toBe('64');

      // The allergy modal: add, copy, delete after 'Are you sure?'; each change is saved at once.
      await page.getByRole('button', { name: 'Manage Allergies' }).click();
      const allergies = page.getByRole('dialog', { name: 'Allergies' });
      await allergies.getByRole('button', { name: 'Add', exact: true }).click();
      await allergies.getByText('Required.').waitFor();
      await allergies.getByLabel('New allergy').fill('Latex');
      await allergies.getByRole('button', { name: 'Add', exact: true }).click();
      await allergies.getByText('Latex', { exact: true }).waitFor();
      await allergies.getByRole('button', { name: 'Copy Latex' }).click();
      await page.getByText('Copied!').waitFor();
      await allergies.getByRole('button', { name: 'Delete Latex' }).click();
      await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByText('Deleted successfully').waitFor();
      await expect.poll(() => allergies.getByText('Latex', { exact: true }).count()).toBe(0);
      await allergies.getByRole('button', { name: 'Close' }).click();
      await allergies.waitFor({ state: 'hidden' });

      await field(page, 'Home Number').fill('6123 4567');
      // A source that is not in the list is taken as typed.
      await field(page, 'Referring Source').fill('Dr Wong Family Clinic');
      await page.getByRole('button', { name: 'Save' }).click();

      await page.getByRole('heading', { name: 'Patient Information' }).waitFor();
      await page.getByText('Updated successfully').waitFor();
      await page.getByText('6123 4567', { exact: true }).waitFor();
      await page.getByText('Dr Wong Family Clinic', { exact: true }).waitFor();
    });
  });

  test("a Doctor of other centres meets 'Invalid Patient' and is sent back to the dashboard", async ({
    browser,
  }) => {
    expect(created.path).not.toBe('');
    await journey(browser, 'patient-out-of-scope', async (page) => {
      await signInToCentre(page, 'doctor@example.com', 'Jurong Centre');
      await page.goto(created.path);
      await page.getByText('Invalid Patient').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.getByText(NAME).count()).toBe(0);
    });
  });
});
