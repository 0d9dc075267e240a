import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  confirmYes,
  DEMO_PASSWORD,
  firstPatientId,
  headerClock,
  signInToCentre,
} from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { shownDate } from '../support/dates.ts';
import { APPOINTMENTS } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { centre } from '../support/session-fixtures.ts';

const NURSE = 'nurse@example.com';
const CENTRE = 'Jurong Centre';
const TABLET = { width: 1024, height: 768 };

/**
 * Read once through the API: the centre's today (the server's) and one of today's appointments nobody has
 * checked in (the demo's patients waiting; no journey checks them in). The check-in form is opened, never saved.
 */
const test = journeyTest(async () => {
  const api = await apiSession(NURSE, DEMO_PASSWORD);
  const clinic = await centre(api, CENTRE);
  const list = await api(APPOINTMENTS, {
    filter: { clinicID: { eq: clinic.id }, date: { eq: clinic.today } },
    pagination: { limit: 500 },
  });
  const waiting = list.listAppointmentDetail.result.filter((a) => a.dialysisID === null).at(-1);
  if (!waiting) throw new Error(`no appointment waiting for check-in at ${CENTRE} today`);
  return { today: clinic.today, waiting };
});

/** The computer's own clock in the page, 'HH:mm' (what antd's pickers used to fill). */
const computerTime = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  });

/** A time zone whose date differs from the centre's `today` now: UTC+14, or else UTC-11 (a day apart). */
function zoneOnAnotherDay(today: string): string {
  const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => dateIn(zone) !== today) ?? 'UTC';
}

/** The header at this width names the selected centre, in full (issue 27, item 5). */
async function headerNamesCentre(page: Page) {
  const name = page.getByTestId('header-centre');
  await expect.poll(() => name.isVisible()).toBe(true);
  await expect(name.innerText()).resolves.toBe(CENTRE);
  // (The journeys have no DOM types: the widths are read as an expression.)
  const cut = await page.evaluate(
    "(() => { const name = document.querySelector('[data-testid=header-centre]'); return name.scrollWidth > name.clientWidth; })()",
  );
  expect(cut, 'the centre name is cut').toBe(false);
}

const RUN = Date.now().toString(36).toUpperCase();

describe("times on the selected centre's clock (issue 12, item 18)", () => {
  test("on a computer set to UTC, a saved clinical note's time is the centre's, as the header clock shows it", async ({
    browser,
  }) => {
    await journey(
      browser,
      'centre-time-zone',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        const id = await firstPatientId(page);
        await page.goto(`/patient/${id}/patientrecord`);
        const before = await headerClock(page);
        // The computer's own clock (UTC) reads otherwise, else this journey would prove nothing.
        expect(before.slice(-5)).not.toBe(await computerTime(page));

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

describe("now and today on the centre's clock, with the browser in another zone (issue 27, items 1 and 5)", () => {
  test("New York, 1024x768: Arrive Time's Now on the check-in form fills the centre's time, not the computer's", async ({
    browser,
    given: { waiting },
  }) => {
    await journey(
      browser,
      'centre-now-new-york',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await page.goto(`/patient/${waiting.patientID}/dialysis/appointment/${waiting.id}`);
        const arrive = page.getByLabel('Arrive Time', { exact: true });
        await arrive.waitFor();
        const before = await headerClock(page);
        // New York's clock is 12 or 13 hours from Singapore's: the computer reads otherwise.
        expect(before.slice(-5)).not.toBe(await computerTime(page));

        await arrive.click();
        await page
          .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn')
          .click();
        await expect.poll(() => arrive.inputValue()).toMatch(/^\d{2} \w{3} \d{4} \d{2}:\d{2}$/);
        expect([before, await headerClock(page)]).toContain(await arrive.inputValue());
        await screenshot(page, 'check-in-now-new-york');
        // Nothing is saved: the form is left as it is.
      },
      { timezoneId: 'America/New_York', viewport: TABLET },
    );
  });

  test("a day away (UTC+14 or UTC-11), 1024x768: the dashboard's today and Today are the centre's, its date is typed by keyboard, and the header names the centre at 1024 and 768 wide", async ({
    browser,
    given: { today },
  }) => {
    await journey(
      browser,
      'centre-today-dashboard',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await page.getByTestId('daily-view').waitFor();
        const date = page.getByLabel('Date', { exact: true });
        await expect.poll(() => date.inputValue()).toBe(shownDate(today));
        // The computer is on another day than the centre.
        const computerDay = await page.evaluate(
          "new Intl.DateTimeFormat('en-CA').format(new Date())", // the browser's own zone
        );
        expect(computerDay).not.toBe(today);

        // The calendar marks the centre's today.
        const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
        await date.click();
        await expect(open.locator('.ant-picker-cell-today').getAttribute('title')).resolves.toBe(today);
        await page.keyboard.press('Escape');
        await expect.poll(() => open.count()).toBe(0);

        // Today is the centre's day: from another day, back to the plain dashboard. (On a page just loaded:
        // antd's picker, its own too, may ignore Today on a calendar reopened after a choice on that page.)
        const later = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
        await page.goto(`/?date=${later}`);
        await expect.poll(() => date.inputValue()).toBe(shownDate(later));
        await date.click();
        await open.locator('.ant-picker-now-btn').click();
        await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('date'));
        await expect.poll(() => date.inputValue()).toBe(shownDate(today));

        // By keyboard: the date typed, then Enter, opens that day. On the dashboard loaded afresh: the picker,
        // just closed by Today, could still put its own value back into the field once it settled (under load
        // that came after the typing, and the typed date was gone: timing pair 4).
        await page.goto('/');
        await expect.poll(() => date.inputValue()).toBe(shownDate(today));
        await date.focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(shownDate(later));
        // Enter only once the picker has taken the typed date: its calendar, opened by the typing, marks that
        // day chosen. (The field showing the text was not enough: under load Enter twice came before the picker
        // had taken it, and nothing opened.)
        await expect.poll(() => date.inputValue()).toBe(shownDate(later));
        await open.locator(`.ant-picker-cell-selected[title="${later}"]`).waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('date') === later);
        await expect.poll(() => date.inputValue()).toBe(shownDate(later));

        await headerNamesCentre(page);
        await screenshot(page, 'header-centre-1024');
        await page.setViewportSize({ width: 768, height: 1024 });
        await headerNamesCentre(page);
        await screenshot(page, 'header-centre-768');
      },
      { timezoneId: zoneOnAnotherDay(today), viewport: TABLET },
    );
  });
});
