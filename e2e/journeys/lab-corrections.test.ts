import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, journeyViewport, screenshot } from '../support/browser.ts';
import { shownDate } from '../support/dates.ts';
import { CREATE_LAB_REPORT, CREATE_LAB_REPORT_VERSIONED, UPDATE_LAB_REPORT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, type Call, centreId, centreToday } from '../support/session-fixtures.ts';

const NURSE = 'nurse@example.com';
const MANAGER = 'manager@example.com';
const CENTRE = 'Jurong Centre';

const test = journeyTest();

/** The day `n` days before a YYYY-MM-DD day. */
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * A second signed-in page beside the journey's own (another browser context, its own cookies), waiting until
 * its page has asked for the patient's live lab report events.
 */
async function aWatchingPage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: journeyViewport(),
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  let subscribed = false;
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes('onChangeLabReport')) subscribed = true;
    }),
  );
  await signInToCentre(page, email, CENTRE);
  await page.goto(path);
  await page.getByTestId('last-non-null-lab').waitFor();
  await expect.poll(() => subscribed, { timeout: 10_000 }).toBe(true);
  return page;
}

describe('correcting a lab report', () => {
  test('a nurse corrects a mistyped K in the lab results panel and a manager deletes the report; the Last Non Null Lab of the other open page follows each change without a reload', async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const patient = await aFreshPatient(api, await centreId(api, CENTRE), 'Labfix');
    const today = centreToday();
    const older = daysBefore(today, 30);
    await api(CREATE_LAB_REPORT, {
      create: { patientID: patient.id, timestamp: older, source: 'Quest', K: 5.1 },
    });
    const { createLabReport: entered } = await api(CREATE_LAB_REPORT_VERSIONED, {
      create: { patientID: patient.id, timestamp: today, source: 'Quest', K: 6.4, Hb: 10.8 },
    });

    // The manager keeps the patient's record open on another screen.
    const watching = await aWatchingPage(browser, MANAGER, `/patient/${patient.id}/patientrecord`);
    try {
      const watchedK = watching.getByTestId('lab-value-K');
      await watchedK.getByText('6.4').waitFor();

      await journey(browser, 'lab-corrections', async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await page.goto(`/labresult/import/input/${patient.id}`);
        const history = page.getByTestId('lab-results');
        const edit = history.getByRole('button', { name: `Edit lab report of ${shownDate(today)}` });
        await edit.waitFor();
        // A nurse corrects but does not delete: the button is there, disabled, with the reason on hover.
        expect(
          await history
            .getByRole('button', { name: `Delete lab report of ${shownDate(today)}` })
            .isDisabled(),
        ).toBe(true);

        await edit.click();
        const dialog = page.getByRole('dialog', { name: `Edit Lab Report of ${shownDate(today)}` });
        const k = dialog.getByLabel('K (mmol/L)', { exact: true });
        expect(await k.inputValue()).toBe('6.4');
        // The dialog checks as the add row does.
        await k.fill('4,6');
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await dialog.getByText('Digits only').waitFor();
        await k.fill('4.6');
        // Meanwhile someone else corrects the Hb of the same report: the nurse's save overwrites nothing.
        await api(UPDATE_LAB_REPORT, { update: { id: entered.id, updatedOn: entered.updatedOn, Hb: 10.9 } });
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await confirmYes(page);
        await dialog.getByText('Someone else saved this lab report after you opened it.').waitFor();
        await dialog.getByRole('button', { name: 'Load latest' }).click();
        await expect.poll(() => dialog.getByLabel('Hb (g/dL)', { exact: true }).inputValue()).toBe('10.9');
        expect(await k.inputValue()).toBe('6.4');
        await k.fill('4.6');
        await screenshot(page, 'lab-correction-edit');
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await confirmYes(page, 'Updated successfully');
        await dialog.waitFor({ state: 'detached' });
        await history.getByText('4.6', { exact: true }).waitFor();

        // The other open page follows at once: its card shows the corrected value.
        await watchedK.getByText('4.6').waitFor();
        await page.getByTestId('lab-value-K').getByText('4.6').waitFor();

        // The manager deletes the report from the record's panel: a reason is required.
        const watchedHistory = watching.getByTestId('lab-results');
        await watchedHistory.getByText('4.6', { exact: true }).waitFor();
        await watchedHistory
          .getByRole('button', { name: `Delete lab report of ${shownDate(today)}` })
          .click();
        const del = watching.getByRole('dialog', { name: 'Delete Lab Report' });
        await del.getByRole('button', { name: 'Delete', exact: true }).click();
        await del.getByText('Required.').waitFor();
        // A common reason is one tap; the box takes any other text.
        await del.getByRole('button', { name: 'Duplicate of another report' }).click();
        expect(await del.getByLabel('Reason', { exact: true }).inputValue()).toBe(
          'Duplicate of another report',
        );
        await del.getByLabel('Reason', { exact: true }).fill('Entered for the wrong patient');
        await screenshot(watching, 'lab-correction-delete');
        await del.getByRole('button', { name: 'Delete', exact: true }).click();
        await confirmYes(watching, 'Deleted successfully');
        await del.waitFor({ state: 'detached' });

        // Both pages drop the report: the K card goes back to the older report's value and day.
        await watchedK.getByText('5.1').waitFor();
        const myK = page.getByTestId('lab-value-K');
        await myK.getByText('5.1').waitFor();
        const electrolytes = await page.getByTestId('lab-card-electrolytes').innerText();
        expect(electrolytes).toContain(shownDate(older));
        await history.getByRole('button', { name: `Edit lab report of ${shownDate(today)}` }).waitFor({
          state: 'detached',
        });
        await screenshot(page, 'lab-correction-followed');
      });
    } finally {
      await watching.context().close();
    }
  });
});
