import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aDemoPatient } from '../support/session-fixtures.ts';

/**
 * Every add or edit dialog shows the record it was opened for, and an add dialog opens empty each time (the
 * defects: Add Medication kept the last medicine after Save; after Edit then Cancel on a manage page, every
 * later Add or Edit showed the first record).
 */
const test = journeyTest();

const CENTRE = 'Bukit Merah Centre';
const tag = () => Date.now().toString(36).toUpperCase();

async function aDemoPatientID(): Promise<number> {
  return (await aDemoPatient(await apiSession('nurse@example.com', DEMO_PASSWORD), CENTRE)).id;
}

const fieldValue = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true }).inputValue();

/** Opens a manage page as the director; answers its rows that offer `action` (at least two, loaded). */
async function rowsOffering(page: Page, path: string, action: string): Promise<Locator> {
  await signInToCentre(page, 'director@example.com', CENTRE);
  await page.goto(path);
  const rows = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: action }) });
  await rows.nth(1).waitFor();
  return rows;
}

/** Add, type into `field`, Cancel, Add again: the field is empty. */
async function expectAddEmptyAfterCancel(page: Page, noun: string, field: string) {
  const addButton = page.getByRole('button', { name: `Add ${noun}` });
  const add = page.getByRole('dialog', { name: `Add ${noun}` });
  await addButton.click();
  await add.getByLabel(field, { exact: true }).fill(`Cancelled ${tag()}`);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await add.waitFor({ state: 'detached' });
  await addButton.click();
  expect(await fieldValue(add, field)).toBe('');
}

describe('dialogs open fresh', () => {
  test('Add Medication and Add Milestone open empty after a save; Add Hospital Entry after a cancel', async ({
    browser,
  }) => {
    const patientID = await aDemoPatientID();
    await journey(browser, 'dialogs-open-fresh-record', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.goto(`/patient/${patientID}/patientrecord`);

      const current = page.locator('.ant-card', { hasText: 'Current Medication' });
      for (const round of [1, 2]) {
        await current.getByRole('button', { name: 'Add Medication' }).click();
        const add = page.getByRole('dialog', { name: 'Add Medication' });
        // Each time: nothing of the previous medicine is there.
        expect(await fieldValue(add, 'Medication')).toBe('');
        expect(await fieldValue(add, 'Dose')).toBe('');
        expect(await fieldValue(add, 'Start Date')).toBe('');
        await add.getByLabel('Start Date').fill('01 Mar 2026');
        await add.getByLabel('Start Date').press('Enter');
        await add.getByLabel('Medication').fill(`Calcitriol ${round} ${tag()}`);
        await add.getByLabel('Dose').fill(`${round} mcg`);
        await add.getByLabel('Route').fill('Oral');
        await add.getByLabel('Frequency').fill('OD');
        await add.getByLabel('Frequency').press('Escape');
        await add.getByRole('button', { name: 'Save' }).click();
        await confirmYes(page, 'Created successfully');
        await add.waitFor({ state: 'detached' });
      }

      const milestones = page.locator('.ant-card', { hasText: 'Medical Milestone' });
      for (const round of [1, 2]) {
        await milestones.getByRole('button', { name: 'Add Milestone', exact: true }).click();
        const add = page.getByRole('dialog', { name: 'Add Milestone' });
        expect(await fieldValue(add, 'Milestone')).toBe('');
        expect(await fieldValue(add, 'Date')).toBe('');
        await add.getByLabel('Date', { exact: true }).fill('02 Mar 2026');
        await add.getByLabel('Date', { exact: true }).press('Enter');
        await add.getByLabel('Milestone', { exact: true }).fill(`Fistula review ${round} ${tag()}`);
        await add.getByRole('button', { name: 'Save' }).click();
        await confirmYes(page, 'Created successfully');
        await add.waitFor({ state: 'detached' });
      }

      const entries = page.locator('.ant-card', { hasText: 'Hospital Entries' });
      await entries.getByRole('button', { name: 'Add' }).click();
      const entry = page.getByRole('dialog', { name: 'Add Hospital Entry' });
      await entry.getByLabel('Location', { exact: true }).fill('Ward 5');
      await entry.getByRole('button', { name: 'Cancel' }).click();
      await entry.waitFor({ state: 'detached' });
      await entries.getByRole('button', { name: 'Add' }).click();
      expect(await fieldValue(page.getByRole('dialog', { name: 'Add Hospital Entry' }), 'Location')).toBe('');
    });
  });

  for (const screen of [
    { path: '/manage/machine', noun: 'Machine', field: 'Name' },
    { path: '/manage/centre', noun: 'Centre', field: 'Name' },
    { path: '/manage/seat', noun: 'Seat', field: 'Seat Number' },
    { path: '/manage/staff', noun: 'Staff', field: 'Name' },
    { path: '/manage/hospitalreason', noun: 'Hospital Reason', field: 'Reason' },
  ]) {
    test(`Manage ${screen.noun}: Edit shows its own row, and Add after an Edit and Cancel opens empty`, async ({
      browser,
    }) => {
      await journey(browser, `dialogs-open-fresh-${screen.noun.toLowerCase()}`, async (page) => {
        // Rows the user may edit (Manage Staff offers no Edit on some members).
        const rows = await rowsOffering(page, screen.path, 'Edit');
        const edit = page.getByRole('dialog', { name: `Edit ${screen.noun}` });
        const shown: string[] = [];
        for (const index of [0, 1]) {
          await rows.nth(index).getByRole('button', { name: 'Edit' }).click();
          await edit.waitFor();
          shown.push(await fieldValue(edit, screen.field));
          await edit.getByRole('button', { name: 'Cancel' }).click();
          await edit.waitFor({ state: 'detached' });
        }
        // Two different rows: the second Edit shows the second record, not the first again.
        expect(shown[0]).not.toBe('');
        expect(shown[1]).not.toBe(shown[0]);
        expect(await rows.nth(1).innerText()).toContain(shown[1]);
        await page.getByRole('button', { name: `Add ${screen.noun}` }).click();
        const add = page.getByRole('dialog', { name: `Add ${screen.noun}` });
        expect(await fieldValue(add, screen.field)).toBe('');
      });
    });
  }
  // Drugs and symptoms have no Edit: their Add dialog opens empty after a Cancel and after a Save.
  for (const screen of [
    { path: '/manage/drug', noun: 'Drug', field: 'Name' },
    { path: '/manage/symptom', noun: 'Symptom', field: 'Symptom' },
  ]) {
    test(`Manage ${screen.noun}s: Add opens empty after a Cancel and after a Save`, async ({ browser }) => {
      await journey(browser, `dialogs-open-fresh-${screen.noun.toLowerCase()}`, async (page) => {
        await signInToCentre(page, 'director@example.com', CENTRE);
        await page.goto(screen.path);
        const addButton = page.getByRole('button', { name: `Add ${screen.noun}` });
        const add = page.getByRole('dialog', { name: `Add ${screen.noun}` });
        await addButton.click();
        await add.getByLabel(screen.field, { exact: true }).fill(`Cancelled ${tag()}`);
        await add.getByRole('button', { name: 'Cancel' }).click();
        await add.waitFor({ state: 'detached' });
        await addButton.click();
        expect(await fieldValue(add, screen.field)).toBe('');
        const saved = `Fresh ${screen.noun} ${tag()}`;
        await add.getByLabel(screen.field, { exact: true }).fill(saved);
        await add.getByRole('button', { name: 'Save' }).click();
        await confirmYes(page, 'Created successfully');
        await add.waitFor({ state: 'detached' });
        await page.getByRole('searchbox').fill(saved);
        await page.getByRole('searchbox').press('Enter');
        await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: saved }).waitFor();
        await addButton.click();
        expect(await fieldValue(add, screen.field)).toBe('');
      });
    });
  }

  test('Manage Certifications: Update Status shows its own row, and Add opens empty after a Cancel', async ({
    browser,
  }) => {
    await journey(browser, 'dialogs-open-fresh-certification', async (page) => {
      const rows = await rowsOffering(page, '/manage/certification', 'Update Status');
      const update = page.getByRole('dialog', { name: 'Update Status' });
      for (const index of [0, 1]) {
        const name = await rows.nth(index).locator('td').nth(1).innerText();
        await rows.nth(index).getByRole('button', { name: 'Update Status' }).click();
        // The dialog names the row it was opened for, and its date starts empty.
        await update.getByText(name, { exact: false }).first().waitFor();
        expect(await fieldValue(update, 'New Expiry Date')).toBe('');
        await update.getByRole('button', { name: 'Cancel' }).click();
        await update.waitFor({ state: 'detached' });
      }
      await expectAddEmptyAfterCancel(page, 'Certification', 'Certification Name');
    });
  });

  test('Machine Status: Update Status shows its own item, and Add Status opens empty after a Cancel', async ({
    browser,
  }) => {
    await journey(browser, 'dialogs-open-fresh-machine-status', async (page) => {
      const rows = await rowsOffering(page, '/manage/machinestatus', 'Update Status');
      const update = page.getByRole('dialog', { name: 'Update Status' });
      for (const index of [0, 1]) {
        // The row's machine: its name and serial number, one per line.
        const [name, serialNo] = (await rows.nth(index).locator('td').first().innerText()).split('\n');
        await rows.nth(index).getByRole('button', { name: 'Update Status' }).click();
        await update.waitFor();
        const machine = update.locator('.ant-descriptions-item', { hasText: 'Machine' });
        expect(await machine.innerText()).toContain(`${name} (${serialNo})`);
        await update.getByRole('button', { name: 'Cancel' }).click();
        await update.waitFor({ state: 'detached' });
      }
      await expectAddEmptyAfterCancel(page, 'Status', 'Test Case');
    });
  });
});
