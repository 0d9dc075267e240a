import { describe, expect } from 'vitest';
import { centreOptions, chooseCentre, DEMO_PASSWORD, signIn, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { APPOINTMENTS, CENTRES, SUBMIT_READING } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aCheckedInPatient, centre, checkOutIfRunning } from '../support/session-fixtures.ts';

const NURSE = { email: 'nurse@example.com', password: DEMO_PASSWORD };
const MANAGER = 'manager@example.com';
const SHIFT_LABEL = { M: 'Morning', N: 'Noon', E: 'Evening' } as const;

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

      // An overdue card turns into 'Next Reading in 30m' when a reading is submitted through the API. The demo's
      // overdue session is in view without a click, whatever the hour: a section with a running session opens
      // by itself (issue 27 item 2).
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

  test('an overdue patient is never hidden: sections with a running session stay open, a folded section keeps its overdue card, the header counts it, the bell names the patient and goes to the card', async ({
    browser,
  }) => {
    const api = await apiSession(MANAGER, DEMO_PASSWORD);
    const bukitMerah = await centre(api, 'Bukit Merah Centre');
    let started: { patientID: number; dialysisID: number } | undefined;
    try {
      await journey(browser, 'nurse-overdue-never-hidden', async (page) => {
        // The page's clock under Playwright's control, running as the real one until the test moves it on.
        await page.clock.install();
        await signInToCentre(page, NURSE.email, 'Bukit Merah Centre');
        const current = page.locator('[data-testid="shift-section"][data-highlighted="true"]');
        const shift = (await current.getAttribute('data-shift')) as keyof typeof SHIFT_LABEL;

        // A patient put on a machine in the session now running, as the front desk and a nurse would.
        const { patient, dialysisID } = await aCheckedInPatient(api, bukitMerah.id, 'Overdue', shift);
        started = { patientID: patient.id, dialysisID };
        const card = page.getByRole('article', { name: patient.name });
        await card.getByText(/^Next Reading in (30|29)m$/).waitFor({ timeout: 15_000 });
        // The bell rings for a card it has seen not yet due; a card it first sees overdue never rings (another
        // day's backlog, a reload). The check-in can reach the page with its first load, so a tick or two of the
        // bell's clock is run here before the half hour passes (when the page loaded slower than the API, it passed without).
        await page.clock.runFor(2_000);

        // Every session running today is on screen, whichever section it is in and whatever the hour.
        const day = await api(APPOINTMENTS, {
          filter: { clinicID: { eq: bukitMerah.id }, date: { eq: bukitMerah.today }, deleted: { eq: 0 } },
          pagination: { limit: 500 },
        });
        const running = day.listAppointmentDetail.result.filter(
          (a) => a.dialysisStartTime && !a.dialysisEndTime,
        );
        expect(running.map((a) => a.id)).toContain(Number(await card.getAttribute('data-appointment-id')));
        for (const a of running) {
          await page.locator(`[data-testid="patient-card"][data-appointment-id="${a.id}"]`).waitFor();
        }

        // The nurse folds the section: the card, not yet due, folds away with it.
        await current.locator('.ant-collapse-header').click();
        await expect.poll(() => current.getAttribute('data-open')).toBe('false');
        await card.waitFor({ state: 'hidden' });
        const before = Number(await current.getAttribute('data-overdue'));

        // Half an hour on, the reading is due: the card is back in view under the folded header, which counts it
        // in red with an icon and in words.
        await page.clock.fastForward('31:00');
        const notice = page.getByTestId('reading-bell-notice');
        const named = notice.getByRole('button', { name: `${patient.name} (${SHIFT_LABEL[shift]})` });
        await named.waitFor({ timeout: 10_000 });
        const pinned = current.getByTestId('overdue-pinned').getByRole('article', { name: patient.name });
        await pinned.waitFor();
        await pinned.getByText(/^Scheduled Reading \d+m ago$/).waitFor();
        const count = current.getByTestId('overdue-count');
        expect(Number(await current.getAttribute('data-overdue'))).toBeGreaterThan(before);
        await expect(count.innerText()).resolves.toMatch(/^\d+ readings? overdue$/);
        await expect(count.getByRole('img', { name: 'warning' }).count()).resolves.toBe(1);
        await screenshot(page, `nurse-overdue-folded-${page.viewportSize()?.width}`);

        // The bell's notice names the patient; its button brings the card into view and focuses it.
        // (Scrolled to the end of the day first, as a nurse looking at the Evening cards would be.)
        await page.mouse.move(200, 400);
        await page.mouse.wheel(0, 20_000);
        await named.click();
        await expect.poll(() => card.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
        const viewport = page.viewportSize();
        await expect
          .poll(async () => {
            const box = await card.boundingBox();
            return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
          })
          .toBe(true);
        await screenshot(page, `nurse-overdue-revealed-${page.viewportSize()?.width}`);
      });
    } finally {
      if (started) await checkOutIfRunning(api, started.patientID, started.dialysisID);
    }
  });
});
