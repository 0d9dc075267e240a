import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { pick, saveConfirmed, signInToCentre, typeDate } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const TEST_CASE = `Electrical safety ${Date.now().toString(36).toUpperCase()}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date some days from now as the date pickers take it (DD MMM YYYY). */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** Save, 'Are you sure?', Yes, and the spec's success text. */

const actionNeeded = async (page: Page) =>
  Number((await page.getByTestId('stat-action needed').locator('.ant-statistic-content').innerText()).trim());

describe('machine audits', () => {
  test('a Medical Director adds an audit item for a machine, schedules it, and sees it grouped and counted', async ({
    browser,
  }) => {
    await journey(browser, 'machine-status', async (page) => {
      await signInToCentre(page, 'director@example.com', 'Tampines Centre');

      await page.getByRole('menuitem', { name: 'Manage' }).click();
      await page.getByRole('link', { name: 'Machine Status' }).click();
      await page.waitForURL('**/manage/machinestatus');
      await page.getByRole('heading', { name: 'Machine Status' }).waitFor();
      // Demo data: audit items in every status, grouped by test case.
      await page.getByTestId('machine-status-group').first().waitFor();
      const before = await actionNeeded(page);

      // Add Status: the form states its rules before anything is sent.
      await page.getByRole('button', { name: 'Add Status' }).click();
      const add = page.getByRole('dialog', { name: 'Add Status' });
      await add.getByLabel('Test Case').waitFor();
      await add.getByRole('button', { name: 'Save' }).click();
      await add.getByText('Required.').first().waitFor();
      await pick(add, 'Centre', 'Tampines Centre');
      // A machine's option is its name and its serial number: matched by the name.
      await pick(add, 'Machine', /^TMP-HD04\b/);
      await add.getByLabel('Test Case').fill(TEST_CASE);
      // Within three months of expiry: the item starts as To Schedule, and needs action.
      await typeDate(add, 'Expiry Date', inDays(45));
      await saveConfirmed(page, add, 'Created successfully');

      await page.getByRole('searchbox', { name: 'Search by test case' }).fill(TEST_CASE);
      await page.getByRole('button', { name: 'Search' }).click();
      const group = page.getByTestId('machine-status-group').filter({ hasText: TEST_CASE });
      await group.getByText('1 machine').waitFor();
      await expect.poll(() => page.getByTestId('machine-status-group').count()).toBe(1);
      const row = group.getByRole('row', { name: /TMP-HD04/ });
      await row.getByText('To Schedule').waitFor();
      expect(await actionNeeded(page)).toBe(1);

      // Update Status: the next audit date is required and cannot be after the expiry date.
      await row.getByRole('button', { name: 'Update Status' }).click();
      const update = page.getByRole('dialog', { name: 'Update Status' });
      // The form mounts after the dialog opens: wait for it, or a fast click validates nothing.
      await update.getByLabel('Next Audit').waitFor();
      await update.getByRole('button', { name: 'Save' }).click();
      await update.getByText('Required.').waitFor();
      await typeDate(update, 'Next Audit', inDays(14));
      await saveConfirmed(page, update, 'Updated successfully');
      await row.getByText('Scheduled').waitFor();
      await expect(row.innerText()).resolves.toContain(inDays(14));
      // Scheduled is not PASS: it still counts as action needed.
      expect(await actionNeeded(page)).toBe(1);
      await screenshot(page, 'machine-status');

      // Without the search, the new item counts with the demo items.
      await page.getByRole('searchbox', { name: 'Search by test case' }).fill('');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => actionNeeded(page)).toBe(before + 1);
    });
  });
});
