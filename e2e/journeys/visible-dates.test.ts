import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { ISO_DATE } from '../support/dates.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aCheckedInPatient, centreId, checkOutIfRunning } from '../support/session-fixtures.ts';

const CENTRE = 'Tampines Centre';
/** A patient of Tampines (no namecode) checked in today, so the record and session pages have dates to show. */
const test = journeyTest(async (onCleanup) => {
  const manager = await apiSession('manager@example.com', DEMO_PASSWORD);
  const clinicID = await centreId(manager, CENTRE);
  const { patient, dialysisID } = await aCheckedInPatient(manager, clinicID, 'Dates', 'E');
  onCleanup(() => checkOutIfRunning(manager, patient.id, dialysisID));
  return { manager, patient, dialysisID };
});

/** Opens a page and waits until it has loaded (no spinner or skeleton left), then answers its visible text. */
async function visibleText(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(path);
  await page.getByText(ready, { exact: true }).first().waitFor();
  await expect
    .poll(
      () =>
        page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin').count(),
      {
        timeout: 20_000,
      },
    )
    .toBe(0);
  return page.locator('body').innerText();
}

describe('every date a user reads is DD MMM YYYY (issue 12, item 6)', () => {
  test('walks the pages with dates and finds no ISO date (YYYY-MM-DD) in their visible text', async ({
    browser,
    given: { patient, dialysisID },
  }) => {
    await journey(browser, 'visible-dates', async (page) => {
      await signInToCentre(page, 'manager@example.com', CENTRE);
      const pages: [string, string][] = [
        ['/', 'Dashboard'],
        [`/patient/${patient.id}`, 'Patient Information'],
        [`/patient/${patient.id}/patientrecord`, 'Clinical Notes'],
        [`/patient/${patient.id}/dialysis/${dialysisID}`, 'Dialysis Session'],
        [`/patient/${patient.id}/appointment`, 'Appointment'],
        [`/patient/${patient.id}/document`, 'Documents'],
        ['/availability', 'Availability'],
        ['/manage/staff', 'Manage Staff'],
        ['/manage/certification', 'Manage Certifications'],
        ['/manage/machinestatus', 'Machine Status'],
        ['/manage/machine', 'Manage Machines'],
        ['/manage/drug', 'Manage Drugs'],
        ['/manage/symptom', 'Manage Symptoms'],
        ['/settings/account', 'Manage Account'],
      ];
      const found: string[] = [];
      for (const [path, ready] of pages) {
        const text = await visibleText(page, path, ready);
        const iso = text.match(new RegExp(ISO_DATE.source, 'g'));
        if (iso) {
          found.push(`${path}: ${iso.join(', ')}`);
          await screenshot(page, `iso-date${path.replaceAll('/', '-')}`);
        }
      }
      expect(found).toEqual([]);
    });
  });

  test("the record header of a patient without a namecode shows no empty 'ID'", async ({
    browser,
    given: { patient },
  }) => {
    await journey(browser, 'record-header-no-namecode', async (page) => {
      await signInToCentre(page, 'manager@example.com', CENTRE);
      await page.goto(`/patient/${patient.id}/patientrecord`);
      const header = page.getByRole('heading', { name: patient.name });
      await header.waitFor();
      const facts = page.getByLabel('Patient', { exact: true }).first();
      await facts.getByText('NRIC').waitFor();
      await expect(facts.getByText('ID', { exact: true }).count()).resolves.toBe(0);
      await screenshot(page, 'record-header-no-namecode');
    });
  });
});
