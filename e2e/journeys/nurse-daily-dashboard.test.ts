import { describe, expect } from 'vitest';
import { centreOptions, chooseCentre, DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { APPOINTMENTS, CENTRES, SUBMIT_READING } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';

const NURSE = { email: 'nurse@example.com', password: DEMO_PASSWORD };

const test = journeyTest();

describe('a nurse runs her day from the dashboard', () => {
  test('signs in, picks one of her centres, sees today by session, watches a reading arrive live, logs out', async ({
    browser,
  }) => {
    await journey(browser, 'nurse-daily-dashboard', async (page) => {
      await page.goto('/');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await signIn(page, NURSE.email, NURSE.password);

      await page.waitForURL('**/settings/centre');
      await page.getByText('Welcome,').waitFor();
      // Her centres only: Bukit Merah and Jurong; not Tampines, never the closed Novena.
      expect(await centreOptions(page)).toEqual(['Bukit Merah Centre', 'Jurong Centre']);
      await page.keyboard.press('Escape');
      await chooseCentre(page, 'Jurong Centre');

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('patient-card').first().waitFor();
      const sections = page.getByTestId('shift-section');
      await expect(sections.count()).resolves.toBe(3);
      await expect(sections.allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Morning'),
        expect.stringContaining('Noon'),
        expect.stringContaining('Evening'),
      ]);
      const resultText = await page.getByTestId('result-text').textContent();
      expect(resultText).toMatch(/^\d+ record\(s\) found, showing page 1 out of 1$/);
      await page.getByText('Checked Out').first().waitFor();
      // The demo day never books a shift beyond its seats (the banner has API and unit tests of its own).
      expect(await page.getByText(/^Insufficient seats/).count()).toBe(0);
      // NRICs are masked but for their last 4 characters.
      await expect(page.getByTestId('patient-nric').first().textContent()).resolves.toMatch(/^\*+\w{4}$/);

      // An overdue card turns into 'Next Reading in 30m' when a reading is submitted through the API. Only the
      // current session's section is open; the demo's overdue session may be in another: open them all.
      const closed = sections.locator('.ant-collapse-header[aria-expanded="false"]');
      for (let left = await closed.count(); left > 0; left--) {
        await closed.first().click();
        await expect.poll(() => closed.count()).toBe(left - 1);
      }
      const overdue = page.getByTestId('patient-card').filter({ hasText: 'Scheduled Reading' }).first();
      await overdue.waitFor();
      const appointmentId = Number(await overdue.getAttribute('data-appointment-id'));
      const api = await apiSession('director@example.com', DEMO_PASSWORD);
      const today = await api(CENTRES);
      const jurong = today.listClinic.result.find((c) => c.name === 'Jurong Centre');
      const list = await api(APPOINTMENTS, {
        filter: { clinicID: { eq: jurong?.id }, date: { eq: jurong?.today } },
        pagination: { limit: 500 },
      });
      const dialysisID = list.listAppointmentDetail.result.find((a) => a.id === appointmentId)?.dialysisID;
      expect(dialysisID).toBeTypeOf('number');
      await api(SUBMIT_READING, {
        // Every reading of the interval form is required.
        create: {
          dialysisID: Number(dialysisID),
          SBP: 121,
          DBP: 79,
          HR: 70,
          QB: 250,
          AP: -150,
          VP: 130,
          tmp: 40,
          UFR: 500,
          cUF: 1000,
          DFLOW: 500,
          CDT: 13.8,
          temp: 36.5,
          hepRate: 0.5,
        },
      });
      const card = page.locator(`[data-testid="patient-card"][data-appointment-id="${appointmentId}"]`);
      await card.getByText(/^Next Reading in (30|29)m$/).waitFor({ timeout: 15_000 });

      await page.getByTestId('profile-menu').click();
      await page.getByText('Log Out').click();
      await page.getByText('Log out successfully').waitFor();
      await page.waitForURL('**/login');
    });
  });
});
