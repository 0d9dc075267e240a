import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, openOptions, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { pdfText } from '../support/pdf-text.ts';
import { aCheckedInPatient, type Call, centreId, checkOutIfRunning } from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
const CENTRE = 'Tampines Centre';
const GIVEN = `Heparin ${Date.now().toString(36).toUpperCase()}`;

const test = journeyTest();

describe('patient record export', () => {
  test("Export to PDF opens the patient's real record, which prints landscape with the centre on top and page numbers, without menus or buttons", async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const { patient, dialysisID } = await aCheckedInPatient(api, await centreId(api, CENTRE), 'Export', 'E');
    try {
      await checkOutIfRunning(api, patient.id, dialysisID, 'e2e export');
      await journey(browser, 'patient-export', async (page) => {
        await signInToCentre(page, MANAGER, CENTRE);

        // The record's vital trends: this month's averages, and the session itself on demand.
        await page.goto(`/patient/${patient.id}/patientrecord`);
        const trends = page.getByTestId('vital-trends');
        await trends.getByRole('img', { name: /^Weight \(kg\)\. Pre weight: \w{3} \d{4} 64\.2\./ }).waitFor();
        await trends.getByText('Last 40 sessions').click();
        await trends
          .getByRole('img', { name: /^Weight \(kg\)\. Pre weight: \d{2} \w{3} \d{4} 64\.2\./ })
          .waitFor();
        await trends.scrollIntoViewIfNeeded();
        await screenshot(page, 'vital-trends');

        await page.goto(`/patient/${patient.id}/dialysis/${dialysisID}/checkout/edit`);
        // Medication given on a session page is given in that session: the session's print lists it.
        const administered = page.locator('.ant-card', { hasText: 'Administered Medication' });
        await administered.getByLabel('Medication').fill(GIVEN);
        await administered.getByLabel('Dose').fill('1000 IU');
        await administered.getByLabel('Route').fill('IV');
        await administered.getByLabel('Frequency').fill('Once');
        await administered.getByLabel('Frequency').press('Escape');
        for (const [label, nth] of [
          ['Given By', 0],
          ['Witness', 1],
        ] as const) {
          await administered.getByLabel(label, { exact: true }).click();
          await openOptions(page).nth(nth).click();
          await expect.poll(() => openOptions(page).count()).toBe(0);
        }
        await administered.getByRole('button', { name: 'Add', exact: true }).click();
        await confirmYes(page, 'Created successfully');
        await administered.getByRole('row').filter({ hasText: GIVEN }).waitFor();

        await page.getByRole('button', { name: 'Export to PDF' }).click();
        await page.waitForURL(`**/patient/${patient.id}/patientrecord/export`);
        await page.getByRole('heading', { name: 'Patient Dialysis History', level: 1 }).waitFor();
        expect(await page.title()).toMatch(/^Patient - /);

        // Real data at once: this month's session in the summary, the session, the order in force.
        const summary = page.locator('.export-panel').filter({ hasText: 'Dialysis History Summary' });
        await summary.getByRole('cell', { name: '1', exact: true }).waitFor();
        const sessions = page.locator('.export-panel').filter({ hasText: 'Dialysis Sessions' });
        await sessions.getByText('Tampines Centre').first().waitFor();
        await page
          .locator('.export-panel')
          .filter({ hasText: 'Dialysis Order' })
          .getByText('Thrice weekly')
          .waitFor();
        await screenshot(page, 'patient-export');

        await page.emulateMedia({ media: 'print' });
        await screenshot(page, 'patient-export-print');
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const pages = await pdfText(pdf);
        const all = pages.join('\n');
        expect(all).toContain(CENTRE);
        expect(all).toContain('Patient Dialysis History');
        expect(all).toContain(patient.name);
        expect(all).toContain('Dialysis History Summary');
        expect(all).toContain(`Page 1 of ${pages.length}`);
        expect(all).not.toContain('Print - Patient Dialysis History');
        expect(all).not.toContain('Availability'); // the header's menu

        // The other prints: the Patient Summary, and the last sessions with their readings and medication.
        await page.emulateMedia({ media: 'screen' });
        await page.getByText('Patient Summary', { exact: true }).click();
        await page.getByRole('heading', { name: 'Patient Summary', level: 1 }).waitFor();
        await page.getByText('Personal Particulars').waitFor();
        // A printed sheet leaves access control behind: the NRIC is masked to its last 4, as in every list.
        const nric = page
          .locator('.ant-descriptions-item-container')
          .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^NRIC$/ }) })
          .locator('.ant-descriptions-item-content');
        expect(await nric.innerText()).toMatch(/^\*{5}\w{4}$/);
        await page.getByRole('button', { name: 'Print - Patient Summary' }).waitFor();
        await page.getByText('Dialysis Sessions', { exact: true }).click();
        await page.getByRole('heading', { name: 'Dialysis Sessions', level: 1 }).waitFor();
        await page.getByText('Administered Medication').first().waitFor();
        await page.getByText('No readings').first().waitFor();
        await page.getByRole('cell', { name: GIVEN, exact: true }).waitFor();
        await page.emulateMedia({ media: 'print' });
        const sessionsPdf = (await pdfText(await page.pdf({ preferCSSPageSize: true }))).join('\n');
        expect(sessionsPdf).toContain('Readings');
        expect(sessionsPdf).toContain('Tampines Centre');
        expect(sessionsPdf).toContain(GIVEN);
        expect(sessionsPdf).not.toContain('Print - Dialysis Sessions');
      });
    } finally {
      await checkOutIfRunning(api, patient.id, dialysisID);
    }
  });
});
