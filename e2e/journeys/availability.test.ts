import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { AVAILABILITY, CENTRES } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

type Entry = {
  clinicID: number;
  date: string;
  shift: 'M' | 'N' | 'E';
  noOfActiveSeat: number;
  noOfAppointment: number;
  /** The session has ended on the centre's clock (today's once over): no seat, and the panel says 'Ended'. */
  ended?: boolean;
};

describe('a nurse looks for free seats', () => {
  test("opens Availability from the menu, sees today's centre tags and each centre's free seats per session", async ({
    browser,
  }) => {
    // What the server says for her centres today, to compare the screen with.
    const api = await apiSession('nurse@example.com', DEMO_PASSWORD);
    const clinics = await api(CENTRES);
    const mine = clinics.listClinic.result.filter((c) => c.status === 'ACTIVE');
    expect(mine.map((c) => c.uid).sort()).toEqual(['BKM', 'JRG']);
    const today = mine[0]?.today ?? '';
    const month = { first: `${today.slice(0, 8)}01`, last: today };
    const answer = await api(AVAILABILITY, {
      first: month.first,
      last: month.last,
      clinicIDs: mine.map((c) => c.id),
    });
    const entries = (JSON.parse(answer.listAppointmentAvailability) as { appointmentAvailability: Entry[] })
      .appointmentAvailability;
    const entry = (id: number, shift: Entry['shift']) =>
      entries.find((x) => x.clinicID === id && x.date === today && x.shift === shift);
    const free = (id: number, shift: Entry['shift']) => {
      const e = entry(id, shift);
      return e?.ended ? 0 : Math.max(0, (e?.noOfActiveSeat ?? 0) - (e?.noOfAppointment ?? 0));
    };
    // What the day panel shows for a session: its free seats, or 'Ended' once it is over (the journey runs at any
    // hour of the centre's day).
    const shown = (id: number, shift: Entry['shift']) =>
      entry(id, shift)?.ended ? 'Ended' : String(free(id, shift));
    const dayFree = (id: number) => free(id, 'M') + free(id, 'N') + free(id, 'E');
    // The demo day leaves seats free in her centres' later sessions, but the other journeys of a run book seats
    // too (the offline check-in journeys fill the evening at some hours), so the page is held against the
    // answer of this moment: a tag for each centre with a free seat, none when every session is full or over.

    await journey(browser, 'availability', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');

      await page.getByRole('menuitem', { name: 'Availability' }).click();
      await page.waitForURL('**/availability');
      await page.getByRole('heading', { name: 'Availability' }).waitFor();
      // The week starts on Sunday.
      await expect(page.locator('.ant-picker-content thead th').first().textContent()).resolves.toBe('Su');

      const cell = page.getByTestId(`availability-${today}`);
      // A green tag per centre with a free seat today, none for a full centre.
      const withSeats = mine.filter((c) => dayFree(c.id) > 0);
      // Attached, not visible: on a day with no free seat left the cell holds no tag and has no size.
      await cell.waitFor({ state: 'attached' });
      if (withSeats[0]) await cell.getByText(withSeats[0].uid, { exact: true }).waitFor();
      const tags = await cell.locator('.ant-tag-green').allInnerTexts();
      expect(tags.sort()).toEqual(withSeats.map((c) => c.uid).sort());

      // The calendar's day cell around it (the tags' box has no size when no centre has a seat left).
      await cell.locator('xpath=ancestor::td[1]').click();
      const panel = page.getByTestId('availability-day');
      for (const c of mine) {
        const row = panel.locator('tr').filter({ hasText: c.uid });
        await row.waitFor();
        const cells = (await row.locator('td').allInnerTexts()).slice(1).map((t) => t.trim());
        expect(cells).toEqual([String(dayFree(c.id)), shown(c.id, 'M'), shown(c.id, 'N'), shown(c.id, 'E')]);
      }
      await expect(panel.locator('th').allInnerTexts()).resolves.toEqual([
        'Centre',
        'Total',
        'Morning',
        'Noon',
        'Evening',
      ]);
    });
  });
});
