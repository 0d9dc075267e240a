import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreOptions, chooseCentre, selectOptions, signIn, signInToCentre } from '../support/actions.ts';
import { journey, launch } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NEW_NURSE = {
  name: 'Journey Nurse',
  email: `journey.nurse.${Date.now()}@example.org`,
  temporary: 'Temporary-123',
  chosen: 'My-own-password-9',
};

async function pick(page: Page, combobox: string, option: RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await selectOptions(page).filter({ hasText: option }).click();
}

describe('a Medical Director adds a nurse, who signs in with the temporary password', () => {
  it('adds the nurse on Manage Staff with Centre Access to Jurong', async () => {
    await journey(browser, 'staff-add-nurse', async (page) => {
      await signInToCentre(page, 'director@example.com', 'Jurong Centre');

      await page.goto('/manage/staff');
      await page.getByRole('heading', { name: 'Manage Staff' }).waitFor();
      await page.getByRole('cell', { name: 'Dr Helen Koh' }).waitFor();
      await page.getByRole('button', { name: 'Add Staff' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Staff' });

      // The form states the spec's rules before anything is sent.
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Required.').first().waitFor();
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('Contact No').fill('12ab');
      await dialog.getByLabel('Temporary Password').fill('short');
      await dialog.getByText('This is not a valid email.').waitFor();
      await dialog.getByText('Invalid number').waitFor();
      await dialog.getByText('This field must be at least 8 characters.').waitFor();

      await dialog.getByLabel('Name').fill(NEW_NURSE.name);
      await pick(page, 'Designation', /^Nurse$/);
      await dialog.getByLabel('Email').fill(NEW_NURSE.email);
      await dialog.getByLabel('Contact No').fill('+65 6123 4567');
      await pick(page, 'Centre Access', /^Jurong Centre$/);
      await dialog.getByText('Add Staff').click(); // closes the list (Escape would close the dialog)
      await dialog.getByLabel('Temporary Password').fill(NEW_NURSE.temporary);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Created successfully').waitFor();

      const row = page.getByRole('row', { name: new RegExp(NEW_NURSE.name) });
      await row.waitFor();
      await expect(row.innerText()).resolves.toMatch(/Nurse[\s\S]*Jurong Centre/);
    });
  });

  it('the nurse meets the new-password form, sets her own password and reaches the dashboard', async () => {
    await journey(browser, 'staff-first-sign-in', async (page) => {
      await page.goto('/login');
      await signIn(page, NEW_NURSE.email, NEW_NURSE.temporary);
      const newPassword = page.getByLabel('New Password');
      await newPassword.waitFor();
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      await newPassword.fill(NEW_NURSE.chosen);
      await page.getByLabel('Confirm Password').fill(NEW_NURSE.chosen);
      await page.getByRole('button', { name: 'Confirm' }).click();

      await page.waitForURL('**/settings/centre');
      await page.getByText(NEW_NURSE.name).first().waitFor();
      // Centre Access decides her centres.
      expect(await centreOptions(page)).toEqual(['Jurong Centre']);
      await page.keyboard.press('Escape');
      await chooseCentre(page, 'Jurong Centre');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    });
  });
});
