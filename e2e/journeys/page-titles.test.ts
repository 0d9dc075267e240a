import { describe, expect } from 'vitest';
import { firstPatientId, signInToCentre } from '../support/actions.ts';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

/**
 * The pages in three groups, one test each: seventeen full page loads in one test outran the 60 s limit on a
 * loaded CI machine, and each group signs in from the stored state (cheap).
 */
const GROUPS: Record<string, (patient: number) => [string, string][]> = {
  'the daily pages and the account': () => [
    ['/', 'Dashboard'],
    ['/availability', 'Availability'],
    ['/routineorder', 'Routine Orders'],
    ['/settings/account', 'Manage Account'],
    ['/labresult/import/upload', 'Import Lab Result - File Upload'],
  ],
  'the Manage pages': () => [
    ['/manage', 'Manage'],
    ['/manage/staff', 'Manage Staff'],
    ['/manage/certification', 'Manage Certifications'],
    ['/manage/machinestatus', 'Machine Status'],
    ['/manage/centre', 'Manage Centres'],
    ['/manage/machine', 'Manage Machines'],
    ['/manage/seat', 'Manage Seats'],
    ['/manage/drug', 'Manage Drugs'],
    ['/manage/symptom', 'Manage Symptoms'],
  ],
  "a patient's pages": (patient) => [
    [`/patient/${patient}`, 'Patient Information'],
    [`/patient/${patient}/patientrecord`, 'Patient Record'],
    [`/patient/${patient}/document`, 'Document'],
  ],
};

describe('every page names itself', () => {
  test.for(Object.keys(GROUPS))("%s: set the tab's title and have one h1", async (group, { browser }) => {
    await journey(browser, 'page-titles', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Jurong Centre');
      const patient = await firstPatientId(page);
      for (const [path, title] of GROUPS[group]?.(patient) ?? []) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await expect.poll(() => page.title(), { message: path }).toBe(`${title} · Dialysis Centre`);
        expect(await page.locator('h1').count(), path).toBe(1);
      }
    });
  });

  test("a navigation inside the app takes the focus to the new page's heading", async ({ browser }) => {
    await journey(browser, 'page-titles', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Jurong Centre');
      await page.goto('/');
      await page.locator('h1').waitFor();
      await page.getByRole('menuitem', { name: 'Availability' }).click();
      await page.waitForURL('**/availability');
      await expect
        .poll(() => page.locator('h1').evaluate((h1) => h1 === h1.ownerDocument.activeElement))
        .toBe(true);
      expect(await page.locator('h1').textContent()).toBe('Availability');
    });
  });
});
