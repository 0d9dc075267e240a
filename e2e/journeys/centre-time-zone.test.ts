import { describe, expect } from 'vitest';
import { confirmYes, firstPatientId, headerClock, signInToCentre } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();

describe("times on the selected centre's clock (issue 12, item 18)", () => {
  test("on a computer set to UTC, a saved clinical note's time is the centre's, as the header clock shows it", async ({
    browser,
  }) => {
    await journey(
      browser,
      'centre-time-zone',
      async (page) => {
        await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
        const id = await firstPatientId(page);
        await page.goto(`/patient/${id}/patientrecord`);
        const before = await headerClock(page);
        // The computer's own clock (UTC) reads otherwise, else this journey would prove nothing.
        const computer = await page.evaluate(() => {
          const now = new Date();
          return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
        });
        expect(before.slice(-5)).not.toBe(computer);

        const panel = page.getByTestId('clinical-notes-panel');
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          panel.getByRole('button', { name: 'Add' }).click(),
        ]);
        await popup.getByLabel('Observation').waitFor();
        // The Date entered starts at the centre's now, as the header clock read it (or a minute on).
        const entered = await popup.getByLabel('Date').inputValue();
        expect([before, await headerClock(page)]).toContain(entered);

        const text = `Time zone check ${RUN}`;
        await popup.getByLabel('Observation').fill(text);
        await popup.getByRole('button', { name: 'Save' }).click();
        await Promise.all([popup.waitForEvent('close'), confirmYes(popup)]);

        // Listed with the time it was entered at: the centre's, not the computer's.
        const row = panel.getByRole('row', { name: new RegExp(RUN) });
        await row.waitFor();
        await expect(row.innerText()).resolves.toContain(entered);
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, 'clinical-note-centre-time');
      },
      { timezoneId: 'UTC' },
    );
  });
});
