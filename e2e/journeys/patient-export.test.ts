import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, openOptions, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, keepPrint, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { expectEveryPageHeaded, pdfPageSizes, pdfText, tablesCutOnA4Landscape } from '../support/pdf-text.ts';
import { aPatientToPrint } from '../support/print-fixtures.ts';
import { type Call, centreId, checkOutIfRunning } from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
const MANAGER_NAME = 'Grace Lim';
const CENTRE = 'Tampines Centre';
const GIVEN = `Heparin ${Date.now().toString(36).toUpperCase()}`;

const test = journeyTest();

/**
 * The print as Chromium makes it from the page's print styles and @page settings, read page by page. `since` is
 * when the print view was opened: its 'Printed at' is rendered then (a print of a long record crossed a minute
 * between the two).
 */
async function printed(page: Page, name: string, since: Date): Promise<{ pages: string[]; since: Date }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  keepPrint(name, pdf);
  // The paper is the print's own: A4 landscape (842 x 595 points) on every page.
  expect(new Set((await pdfPageSizes(pdf)).map(([w, h]) => `${w} x ${h}`))).toEqual(new Set(['842 x 595']));
  return { pages: await pdfText(pdf), since };
}

describe('patient record export', () => {
  test("Export to PDF opens the patient's real record; each print is A4 landscape, every page headed with the patient, the centre, 'Page x of y' and printed at/by, no column cut, no blank page, no menus or buttons", async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const clinicID = await centreId(api, CENTRE);
    const patient = await aPatientToPrint(api, clinicID, 'Export');
    const { dialysisID, name, nric: NRIC } = patient;
    // On paper the NRIC is masked to its last 4; the name, ID code and date of birth identify the patient.
    const header = {
      identity: `${name} · ID ${patient.namecode} · DOB ${patient.dob} · NRIC *****${NRIC.slice(-4)}`,
      centre: CENTRE,
      printedBy: MANAGER_NAME,
    };
    try {
      // One session: a patient has one appointment a day (issue 27), and a fresh patient has no earlier day.
      await checkOutIfRunning(api, patient.id, dialysisID, 'e2e export');
      await journey(browser, 'patient-export', async (page) => {
        await signInToCentre(page, MANAGER, CENTRE);

        // The record's vital trends: this month's averages, and the session itself on demand.
        await page.goto(`/patient/${patient.id}/patientrecord`);
        const trends = page.getByTestId('vital-trends');
        await trends.getByRole('img', { name: /^Weight \(kg\)\. Pre weight: \w{3} \d{4} 64\.2\./ }).waitFor();
        await trends.getByText('Last 40 sessions').click();
        await trends
          .getByRole('img', { name: /^Weight \(kg\)\. Pre weight: \d{2} \w{3} \d{4} 64\.2[.,]/ })
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

        let opened = new Date();
        await page.getByRole('button', { name: 'Export to PDF' }).click();
        await page.waitForURL(`**/patient/${patient.id}/patientrecord/export`);
        await page.getByRole('heading', { name: 'Patient Dialysis History', level: 1 }).waitFor();
        expect(await page.title()).toMatch(/^Patient - /);

        // Real data at once: this month's session in the summary, the session, the order in force.
        const summary = page.locator('.export-panel').filter({ hasText: 'Dialysis History Summary' });
        await summary.getByRole('cell', { name: '1', exact: true }).first().waitFor();
        const sessions = page.locator('.export-panel').filter({ hasText: 'Dialysis Sessions' });
        await sessions.getByText('Tampines Centre').first().waitFor();
        await page
          .locator('.export-panel')
          .filter({ hasText: 'Dialysis Order' })
          .getByText('Thrice weekly')
          .waitFor();
        await screenshot(page, 'patient-export');

        // Every column of every table fits an A4 landscape page (a scroller on paper cuts the last ones).
        expect(await tablesCutOnA4Landscape(page)).toEqual([]);
        await screenshot(page, 'patient-export-print');
        const history = await printed(page, 'patient-dialysis-history', opened);
        const historyPages = expectEveryPageHeaded(history.pages, header, history.since);
        const all = history.pages.join('\n');
        // The first page is the history itself: the centre, the title and the patient panel.
        expect(historyPages[0]).toContain('Patient Dialysis History');
        expect(historyPages[0]).toContain('Date of Birth');
        expect(all).toContain('Dialysis History Summary');
        expect(all).toMatch(/Kt\/V\s+online/);
        expect(all).not.toContain('Print - Patient Dialysis History');
        expect(all).not.toContain('Availability'); // the header's menu
        expect(all).not.toContain('Created successfully'); // a toast still showing
        expect(all).not.toContain(NRIC);

        // The other prints: the Patient Summary, and the last sessions with their readings and medication.
        await page.emulateMedia({ media: 'screen' });
        opened = new Date();
        await page.getByText('Patient Summary', { exact: true }).click();
        await page.getByRole('heading', { name: 'Patient Summary', level: 1 }).waitFor();
        await page.getByText('Personal Particulars').waitFor();
        // A printed sheet leaves access control behind: the NRIC is masked to its last 4, as in every list.
        const nric = page
          .locator('.ant-descriptions-item-container')
          .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^NRIC$/ }) })
          .locator('.ant-descriptions-item-content');
        expect(await nric.innerText()).toBe(`*****${NRIC.slice(-4)}`);
        await page.getByRole('button', { name: 'Print - Patient Summary' }).waitFor();
        expect(await tablesCutOnA4Landscape(page)).toEqual([]);
        const summaryPrint = await printed(page, 'patient-summary', opened);
        const summaryPages = expectEveryPageHeaded(summaryPrint.pages, header, summaryPrint.since);
        expect(summaryPages[0]).toContain('Dialysis Details');
        expect(summaryPrint.pages.join('\n')).not.toContain(NRIC);

        await page.emulateMedia({ media: 'screen' });
        opened = new Date();
        await page.getByText('Dialysis Sessions', { exact: true }).click();
        await page.getByRole('heading', { name: 'Dialysis Sessions', level: 1 }).waitFor();
        await page.getByText('Administered Medication').first().waitFor();
        await page.getByText('No readings').first().waitFor();
        await page.getByRole('cell', { name: GIVEN, exact: true }).waitFor();
        await expect.poll(() => page.locator('.export-sessions-print > .export-panel').count()).toBe(1);
        expect(await tablesCutOnA4Landscape(page)).toEqual([]);
        const sessionsPrint = await printed(page, 'dialysis-sessions', opened);
        await screenshot(page, 'patient-export-sessions-print');
        const sessionPages = expectEveryPageHeaded(sessionsPrint.pages, header, sessionsPrint.since);
        // The session from the top of the first page, not a title alone on it.
        expect(sessionPages).toHaveLength(1);
        sessionPages.forEach((body) => {
          expect(body).toMatch(/Dialysis Session \d{2} \w{3} \d{4} \d{2}:\d{2}/);
          expect(body).toContain('Readings');
          expect(body).toContain('Administered Medication');
        });
        expect(sessionPages[0]).toContain(GIVEN);
        expect(sessionsPrint.pages.join('\n')).not.toContain('Print - Dialysis Sessions');
      });
    } finally {
      await checkOutIfRunning(api, patient.id, dialysisID);
    }
  });
});
