import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { shownDate } from '../support/dates.ts';
import { CREATE_LAB_REPORT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, type Call, centre } from '../support/session-fixtures.ts';

const NURSE = 'nurse@example.com';
/** A demo centre in Singapore (UTC+8): a sample day's midnight there is 16:00 UTC the day before. */
const CENTRE = 'Jurong Centre';

const test = journeyTest();

// Calendar days (YYYY-MM-DD) counted as the spec words the rule, independently of the app's code.
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(utc(day).getTime() + n * 86_400_000));
/** n months on; a day the month lacks becomes its last day (31 January + 1 month = 28/29 February). */
function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))));
}
/** HBsAg and HCV are due again 3.5 months (3 months and 15 days) after the test, and stale after that day. */
const dueAgain = (tested: string) => addDays(addMonths(tested, 3), 15);

describe('dates mean the centre day (issue 25, item 6)', () => {
  test('in Singapore, a test due again today is not red; one a day older is', async ({ browser }) => {
    const api: Call = await apiSession(NURSE, DEMO_PASSWORD);
    const { id: clinicID, today } = await centre(api, CENTRE);
    // The oldest test still due today (not yet stale), and the day before it (stale since yesterday).
    let due = addDays(today, -200);
    while (dueAgain(due) < today) due = addDays(due, 1);
    const stale = addDays(due, -1);
    expect(dueAgain(due) >= today && dueAgain(stale) < today).toBe(true);

    const patient = await aFreshPatient(api, clinicID, 'Virology');
    await api(CREATE_LAB_REPORT, {
      create: { patientID: patient.id, timestamp: due, source: 'Quest', HepBsAg: 'NEG' },
    });
    await api(CREATE_LAB_REPORT, {
      create: { patientID: patient.id, timestamp: stale, source: 'Quest', HCV: 'NEG' },
    });

    await journey(browser, 'virology-dates', async (page) => {
      await signInToCentre(page, NURSE, CENTRE);
      await page.goto(`/patient/${patient.id}/patientrecord`);
      const hbsag = page.getByTestId('lab-date-HepBsAg');
      const hcv = page.getByTestId('lab-date-HCV');
      await hbsag.waitFor();
      // Each shows the day it was taken; reading the stored instant's UTC text named the day before and
      // turned the HBsAg date red a day early.
      expect(await hbsag.innerText()).toBe(shownDate(due));
      expect(await hcv.innerText()).toBe(shownDate(stale));
      expect(await hbsag.getAttribute('data-alert')).toBe('false');
      expect(await hcv.getAttribute('data-alert')).toBe('true');
      expect(await hcv.getByLabel('Test is due again').count()).toBe(1);
      await hcv.scrollIntoViewIfNeeded();
      await screenshot(page, 'virology-dates');
    });
  });

  test('on a computer ahead of the centre (Auckland), a milestone keeps the day picked', async ({
    browser,
  }) => {
    const api: Call = await apiSession(NURSE, DEMO_PASSWORD);
    const { id: clinicID, today } = await centre(api, CENTRE);
    const patient = await aFreshPatient(api, clinicID, 'Milestone');
    const day = addDays(today, -10);

    await journey(
      browser,
      'milestone-day',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await page.goto(`/patient/${patient.id}/patientrecord`);
        const milestones = page.locator('.ant-card', { hasText: 'Medical Milestone' });
        await milestones.getByRole('button', { name: 'Add Milestone', exact: true }).click();
        const add = page.getByRole('dialog', { name: 'Add Milestone' });
        await add.getByLabel('Date', { exact: true }).fill(shownDate(day));
        await add.getByLabel('Date', { exact: true }).press('Enter');
        await add.getByLabel('Milestone', { exact: true }).fill('Fistula created');
        await add.getByRole('button', { name: 'Save' }).click();
        await confirmYes(page, 'Created successfully');
        // Sent as the picked day's midnight where the user sat, it read as the day before in Singapore.
        const row = milestones.getByRole('row', { name: /Fistula created/ });
        await row.waitFor();
        expect(await row.innerText()).toContain(shownDate(day));
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, 'milestone-day');
      },
      { timezoneId: 'Pacific/Auckland' },
    );
  });
});
