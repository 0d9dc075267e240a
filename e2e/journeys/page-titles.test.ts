import { describe, expect } from 'vitest';
import { firstPatientId, signInToCentre } from '../support/actions.ts';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

describe('every page names itself', () => {
  test("sets the tab's title, has one h1, and takes the focus to it after a navigation", async ({
    browser,
  }) => {
    await journey(browser, 'page-titles', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Jurong Centre');
      const patient = await firstPatientId(page);
      const pages: [string, string][] = [
        ['/', 'Dashboard'],
        ['/availability', 'Availability'],
        ['/routineorder', 'Routine Orders'],
        ['/manage', 'Manage'],
        ['/manage/staff', 'Manage Staff'],
        ['/manage/certification', 'Manage Certifications'],
        ['/manage/machinestatus', 'Machine Status'],
        ['/manage/centre', 'Manage Centres'],
        ['/manage/machine', 'Manage Machines'],
        ['/manage/seat', 'Manage Seats'],
        ['/manage/drug', 'Manage Drugs'],
        ['/manage/symptom', 'Manage Symptoms'],
        ['/settings/account', 'Manage Account'],
        [`/patient/${patient}`, 'Patient Information'],
        [`/patient/${patient}/patientrecord`, 'Patient Record'],
        [`/patient/${patient}/document`, 'Document'],
        ['/labresult/import/upload', 'Import Lab Result - File Upload'],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await expect.poll(() => page.title(), { message: path }).toBe(`${title} · Dialysis Centre`);
        expect(await page.locator('h1').count(), path).toBe(1);
      }

      // A navigation inside the app moves the focus to the new page's heading.
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
