import { describe, expect } from 'vitest';
import {
  centreOptions,
  chooseCentre,
  confirmYes,
  pick,
  saveConfirmed,
  signIn,
  signInToCentre,
  typeDate,
} from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const NEW_NURSE = {
  name: 'Journey Nurse',
  email: `journey.nurse.${Date.now()}@example.org`,
  temporary: 'Start-Lamp-482',
  chosen: 'My-own-password-9',
};

describe('a Medical Director adds a nurse, who signs in with the temporary password', () => {
  test('adds the nurse on Manage Staff with Centre Access to Jurong', async ({ browser }) => {
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
      await pick(page, page.getByRole('combobox', { name: 'Designation' }), 'Nurse');
      await dialog.getByLabel('Email').fill(NEW_NURSE.email);
      await dialog.getByLabel('Contact No').fill('+65 6123 4567');
      await pick(page, page.getByRole('combobox', { name: 'Centre Access' }), 'Jurong Centre', {
        after: 'open',
      });
      await dialog.getByText('Add Staff').click(); // closes the list (Escape would close the dialog)
      await dialog.getByLabel('Temporary Password').fill(NEW_NURSE.temporary);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByText('Created successfully').waitFor();

      const row = page.getByRole('row', { name: new RegExp(NEW_NURSE.name) });
      await row.waitFor();
      await expect(row.innerText()).resolves.toMatch(/Nurse[\s\S]*Jurong Centre/);
    });
  });

  test('the nurse meets the new-password form, sets her own password and reaches the dashboard', async ({
    browser,
  }) => {
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

  test('the nurse adds a certification of her own on Manage Account and renews it', async ({ browser }) => {
    await journey(browser, 'staff-own-certification', async (page) => {
      await signInToCentre(page, NEW_NURSE.email, 'Jurong Centre', NEW_NURSE.chosen);
      await page.goto('/settings/account');
      const section = page.getByTestId('account-certifications');
      await section.getByRole('button', { name: 'Add Certification' }).click();
      const add = page.getByRole('dialog', { name: 'Add Certification' });
      await add.getByLabel('Certification Name').fill('Basic Life Support');
      await typeDate(add, 'Expiry Date', '01 Jan 2020');
      await saveConfirmed(page, add, 'Created successfully');
      const row = section.getByRole('row', { name: /Basic Life Support/ });
      await expect(row.innerText()).resolves.toContain('EXPIRED');

      await row.getByRole('button', { name: 'Update Status' }).click();
      const update = page.getByRole('dialog', { name: 'Update Status' });
      // The date is the form's only text field: Enter in it submits the form (as Save would).
      await typeDate(update, 'New Expiry Date', '01 Jan 2099');
      await confirmYes(page, 'Updated successfully');
      await expect.poll(() => row.innerText()).toContain('01 Jan 2099');
    });
  });

  test('the nurse changes her own password on Manage Password and signs in with the new one', async ({
    browser,
  }) => {
    await journey(browser, 'staff-change-password', async (page) => {
      await signInToCentre(page, NEW_NURSE.email, 'Jurong Centre', NEW_NURSE.chosen);
      await page.goto('/settings/password/change');
      await page.getByLabel('Current').fill(NEW_NURSE.chosen);
      await page.getByLabel('New', { exact: true }).fill('Changed-Again-77');
      await page.getByLabel('Confirm New').fill('Changed-Again-77');
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page, 'Password has been updated successfully');
      await page.waitForURL('**/settings/account');
    });
    await journey(browser, 'staff-changed-password-signs-in', async (page) => {
      await signInToCentre(page, NEW_NURSE.email, 'Jurong Centre', 'Changed-Again-77');
    });
  });

  test("the director resets the nurse's password, then deletes her with her login", async ({ browser }) => {
    await journey(browser, 'staff-reset-delete', async (page) => {
      await signInToCentre(page, 'director@example.com', 'Jurong Centre');
      await page.goto('/manage/staff');
      // Searching keeps the search in the address, so the list opens on it again.
      await page.getByRole('searchbox', { name: 'Search staff' }).fill(NEW_NURSE.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(NEW_NURSE.email);
      const row = page.getByRole('row', { name: new RegExp(NEW_NURSE.name) });
      await row.waitFor();
      await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
      await screenshot(page, 'manage-staff-search');

      await row.getByRole('button', { name: 'Reset Password' }).click();
      const reset = page.getByRole('dialog', { name: 'Reset Password' });
      await reset.getByLabel('New Password').fill('Another-Temp-42');
      await reset.getByLabel('Confirm Password').fill('Another-Temp-42');
      await saveConfirmed(page, reset, 'Password Resetted');

      await row.getByRole('button', { name: 'Delete' }).click();
      const remove = page.getByRole('dialog', { name: 'Are you sure?' });
      await remove.getByText('Also delete the login account').waitFor();
      await remove.getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByText('Deleted successfully').waitFor();
      await row.waitFor({ state: 'detached' });
    });
  });
});
