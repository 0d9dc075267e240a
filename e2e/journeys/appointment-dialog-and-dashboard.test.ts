import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, pick, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { ISO_DATE, shownDate } from '../support/dates.ts';
import { BOOK, UPDATE_APPOINTMENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import {
  aFreshPatient,
  bookTodayWithASeat,
  type Call,
  centre,
  centreId,
  centreToday,
} from '../support/session-fixtures.ts';

/**
 * Defects of the appointment calendar: the cancel dialog named the selected centre instead of the
 * appointment's; dialogs and toasts read YYYY-MM-DD; and the user's own booking did not show on the dashboard
 * until a reload (it hears no event while it is not on screen, and kept its cached day).
 */
const test = journeyTest();

const CENTRE = 'Bukit Merah Centre';
const OTHER = 'Jurong Centre';

/** The 10th of next month in the centre's calendar. */
function nextMonthDay(): string {
  const [year, month] = centreToday().split('-').map(Number) as [number, number];
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-10`;
}

/** Client-side navigation (no page load), as a link in the app would do it. */
async function navigate(page: Page, path: string) {
  const to = JSON.stringify(path);
  await page.evaluate(`history.pushState({}, '', ${to}); dispatchEvent(new PopStateEvent('popstate'));`);
}

async function centreLabel(call: Call, name: string): Promise<string> {
  const found = await centre(call, name);
  return `${found.uid} - ${found.name}`;
}

describe('appointment dialog and dashboard', () => {
  test("the cancel dialog names the appointment's own centre, and it and its toast read DD MMM YYYY", async ({
    browser,
  }) => {
    const api = await apiSession('director@example.com', DEMO_PASSWORD);
    const [home, other] = [await centreId(api, CENTRE), await centreId(api, OTHER)];
    const patient = await aFreshPatient(api, home, 'Calendar');
    const day = nextMonthDay();
    await api(BOOK, { create: { patientID: patient.id, clinicID: other, date: day, shift: 'M' } });
    const otherLabel = await centreLabel(api, OTHER);

    await journey(browser, 'appointment-dialog-centre', async (page) => {
      await signInToCentre(page, 'director@example.com', CENTRE);
      await page.goto(`/patient/${patient.id}/appointment`);
      await page.getByRole('heading', { name: 'Appointment' }).waitFor();
      await pick(page, 'Session', 'Morning');
      await page.getByRole('button', { name: 'Next month' }).click();
      const cell = page.getByTestId(`appointment-${day}`);
      await expect.poll(() => cell.textContent()).toContain('Booked');

      await cell.click();
      const dialog: Locator = page.getByRole('dialog', { name: 'Cancel Appointment' });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain(otherLabel);
      expect(text).not.toContain(CENTRE);
      expect(text).toContain(shownDate(day));
      expect(text).not.toMatch(ISO_DATE);

      await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
      await confirmYes(page, `Appointment Cancelled: ${shownDate(day)}`);
    });
  });

  test("the nurse's own booking shows on her dashboard at once, with no reload", async ({ browser }) => {
    const api = await apiSession('nurse@example.com', DEMO_PASSWORD);
    const clinicID = await centreId(api, CENTRE);
    const patient = await aFreshPatient(api, clinicID, 'Ownbooking');
    // Make sure the evening has a free seat: book (making room if full), then free it again.
    const made = await bookTodayWithASeat(api, patient.id, clinicID, 'E');
    await api(UPDATE_APPOINTMENT, { update: { id: made, deleted: 1 } });

    await journey(browser, 'appointment-own-booking-dashboard', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await navigate(page, '/?session=E');
      const evening = page.locator('[data-testid="shift-section"][data-shift="E"]');
      await evening.waitFor();
      const card = page.getByRole('article', { name: patient.name });
      expect(await card.count()).toBe(0);
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });

      await navigate(page, `/patient/${patient.id}/appointment`);
      await page.getByRole('heading', { name: 'Appointment' }).waitFor();
      await pick(page, 'Session', 'Evening');
      const today = centreToday();
      const cell = page.getByTestId(`appointment-${today}`);
      await expect.poll(() => cell.textContent()).toMatch(/^Available \d+$/);
      await cell.click();
      const book = page.getByRole('dialog', { name: 'Book Appointment' });
      expect(await book.innerText()).not.toMatch(ISO_DATE);
      await book.getByRole('button', { name: 'Book' }).click();
      await confirmYes(page, `Appointment Booked: ${shownDate(today)}`);

      await navigate(page, '/?session=E');
      await evening.waitFor();
      const panel = evening.locator('.ant-collapse-item');
      if (!((await panel.getAttribute('class')) ?? '').includes('ant-collapse-item-active')) {
        await evening.locator('.ant-collapse-header').click();
      }
      await card.waitFor({ timeout: 5_000 });
      expect(loads).toBe(0);
    });
  });
});
