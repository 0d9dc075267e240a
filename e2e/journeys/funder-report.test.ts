import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { clickMenuEntry, DEMO_PASSWORD, openOptions, signInToCentre, typeDate } from '../support/actions.ts';
import { apiSession, journey, keepPrint, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { expectEveryPageHeaded, pdfText } from '../support/pdf-text.ts';
import { aPatientToPrint } from '../support/print-fixtures.ts';
import { centreId, centreToday, checkOutIfRunning } from '../support/session-fixtures.ts';

const test = journeyTest();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('funder report', () => {
  test("a Nurse Manager picks a month and a centre, previews a patient's PDF, every page headed with the patient (full NRIC), and downloads the zip", async ({
    browser,
  }) => {
    // A patient dialysed today at Tampines, whose identifiers the journey knows.
    const api = await apiSession('manager@example.com', DEMO_PASSWORD);
    const patient = await aPatientToPrint(api, await centreId(api, 'Tampines Centre'), 'Funder');
    await checkOutIfRunning(api, patient.id, patient.dialysisID, 'e2e funder report');
    await journey(browser, 'funder-report', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Tampines Centre');
      // A Nurse Manager's menu is wide: at some sizes Manage sits in the menu's overflow (…).
      await clickMenuEntry(page, 'Manage');
      await page.waitForURL('**/manage');
      await page.getByRole('link', { name: 'Funder Report' }).click();
      await page.waitForURL('**/manage/fund');
      await page.getByRole('heading', { name: 'Funder Report' }).waitFor();
      await expect.poll(() => page.title()).toBe('Funder Report · Dialysis Centre');
      const form = page.locator('form#funder-report');

      // Both pickers are required.
      await form.getByRole('button', { name: 'View Report' }).click();
      await expect.poll(() => form.getByText('Required.').count()).toBe(2);

      // This month at Tampines: the demo's sessions of today are in it.
      const [year, month] = centreToday().split('-');
      await typeDate(form, 'Month', `${MONTHS[Number(month) - 1]} ${year}`);
      await form.getByRole('combobox', { name: 'Centre' }).click();
      await openOptions(page).filter({ hasText: 'Tampines Centre' }).click();
      await expect.poll(() => form.getByText('Required.').count()).toBe(0);
      await form.getByRole('button', { name: 'View Report' }).click();

      const card = page.locator('.ant-card').filter({ hasText: /Tampines Centre: \d+ patients?/ });
      await card.waitFor();
      const rows = card.locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      await screenshot(page, 'funder-report');

      // A patient's PDF opens in a new tab; its text (fetched with the page's session) names the patient.
      const name = patient.name;
      const preview = rows.filter({ hasText: name }).getByRole('link', { name: `PDF of ${name}` });
      const href = await preview.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/reports/funder/\\d+/${year}-${month}/\\d+\\.pdf$`));
      const [tab] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
      await expect.poll(() => tab.url()).toContain(href ?? '');
      await tab.close();
      const since = new Date();
      const pdf = await page.request.get(href ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      keepPrint('funder-report', await pdf.body());
      const pages = await pdfText(await pdf.body());
      // Every page: the patient with the NRIC in full (the scheme matches claims by it), the centre, the page
      // of how many, and who printed it when.
      const bodies = expectEveryPageHeaded(
        pages,
        {
          identity: `${name} · ID ${patient.namecode} · DOB ${patient.dob} · NRIC ${patient.nric}`,
          centre: 'Tampines Centre',
          printedBy: 'Grace Lim',
        },
        since,
      );
      expect(bodies[0]).toContain(`Funder Report: `);
      expect(bodies[0]).toContain('Dialysis sessions');

      // Download all (zip): one PDF per patient listed.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: /Download all \(zip\)/ }).click(),
      ]);
      const dir = mkdtempSync(path.join(tmpdir(), 'funder-journey-'));
      try {
        const file = path.join(dir, download.suggestedFilename());
        await download.saveAs(file);
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^funder-report_${year}-${month}_\\d+\\.zip$`),
        );
        const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
        expect(entries).toHaveLength(count);
        expect(entries.every((entry) => entry.endsWith('.pdf'))).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // Clear empties both pickers and the list.
      await form.getByRole('button', { name: 'Clear' }).click();
      await card.waitFor({ state: 'detached' });
      expect(await form.getByRole('combobox', { name: 'Centre' }).inputValue()).toBe('');

      // A report the server cannot answer says the spec's text.
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('listFunderReport')) return route.continue();
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }],
          }),
        });
      });
      await typeDate(form, 'Month', `${MONTHS[Number(month) - 1]} ${year}`);
      await form.getByRole('combobox', { name: 'Centre' }).click();
      await openOptions(page).filter({ hasText: 'Tampines Centre' }).click();
      await form.getByRole('button', { name: 'View Report' }).click();
      await page.getByRole('alert').filter({ hasText: 'Unable to retrieve funder report' }).waitFor();
      await page.unroute('**/graphql');
    });
  });
});
