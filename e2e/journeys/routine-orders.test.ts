import { describe, expect } from 'vitest';
import { clickMenuEntry, confirmYes, DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { CREATE_ORDER } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, centreId, centreToday } from '../support/session-fixtures.ts';

const CENTRE = 'Tampines Centre';
const NOTES = `Routine ${Date.now().toString(36).toUpperCase()}`;

/** A day `days` before the centre's today (YYYY-MM-DD). */
function daysAgo(days: number): string {
  const [y, m, d] = centreToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** Two fresh patients of the centre: one whose order in force is 45 days old, one without an order. */
const test = journeyTest(async () => {
  const call = await apiSession('manager@example.com', DEMO_PASSWORD);
  const clinicID = await centreId(call, CENTRE);
  const due = await aFreshPatient(call, clinicID, 'Routine');
  const missing = await aFreshPatient(call, clinicID, 'Routine');
  await call(CREATE_ORDER, {
    create: {
      patientID: due.id,
      dOrder: daysAgo(45),
      dryWeight: '61.5',
      MSA: '1.6',
      freqMth: '12',
      duration: '210',
      hepLoad: '800',
      hepCont: '400',
      dialysate: '-1.25',
      accessPrim: 'AVF RIGHT BCF',
      aNeedle: '15',
      vNeedle: '16',
      bicarbonate: '32',
      temp: '36.5',
      QD: '500',
      QB: '280',
      notes: NOTES,
    },
  });
  return { due, missing };
});

describe('routine orders', () => {
  test('a nurse manager opens Routine Orders from the menu, sees a patient due for renewal, renews through the prefilled New Order, and the flag clears', async ({
    browser,
    given: { due, missing },
  }) => {
    await journey(browser, 'routine-orders', async (page) => {
      await signInToCentre(page, 'manager@example.com', CENTRE);
      // On a narrow bar the entry may be folded into the overflow ('...'): clickMenuEntry opens it there.
      await clickMenuEntry(page, 'Routine Orders');
      await page.waitForURL((url) => url.pathname === '/routineorder');
      await page.getByRole('heading', { name: 'Routine Orders' }).waitFor();

      // Both fresh patients carry the word 'Routine': the search finds them, flagged in text with an icon.
      await page.getByLabel('Search patient / NRIC').fill('Routine');
      await page.getByLabel('Search patient / NRIC').press('Enter');
      const dueRow = page.getByRole('row', { name: new RegExp(due.name) });
      const missingRow = page.getByRole('row', { name: new RegExp(missing.name) });
      await dueRow.getByText('Due for renewal').waitFor();
      await missingRow.getByText('No order').waitFor();
      expect(await dueRow.innerText()).toContain('280');
      expect(await dueRow.innerText()).toContain('61.5 kg');
      expect(await dueRow.locator('.anticon').count()).toBeGreaterThan(0);

      // The filter: only the ones without an order.
      await page.getByText('No order', { exact: true }).first().click();
      await missingRow.waitFor();
      await dueRow.waitFor({ state: 'detached' });
      await page.getByText('Due for renewal', { exact: true }).first().click();
      await dueRow.getByText('Due for renewal').waitFor();
      await missingRow.waitFor({ state: 'detached' });
      await screenshot(page, 'routine-orders');

      await dueRow.getByRole('button', { name: `Renew order of ${due.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'New Order' });
      // Prefilled from the order in force (dry weight in kg), dated today.
      expect(await dialog.getByLabel('Dry Weight (kg)').inputValue()).toBe('61.5');
      expect(await dialog.getByLabel('QB', { exact: true }).inputValue()).toBe('280');
      expect(await dialog.getByLabel('Duration (min)').inputValue()).toBe('210');
      expect(await dialog.getByLabel('Heparin Load').inputValue()).toBe('800');
      expect(await dialog.getByLabel('Notes').inputValue()).toBe(NOTES);
      await dialog.getByText('AVF RIGHT BCF').waitFor();
      await screenshot(page, 'routine-orders-renew');
      await dialog.getByLabel('QB', { exact: true }).fill('300');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page, 'Dialysis Order created.');
      await dialog.waitFor({ state: 'detached' });

      // Renewed today: no longer due (the Due filter drops it; All shows it Current with the new QB).
      await dueRow.waitFor({ state: 'detached' });
      await page.getByText('All', { exact: true }).click();
      await dueRow.getByText('Current').waitFor();
      expect(await dueRow.innerText()).toContain('300');
      expect(await dueRow.getByText('Due for renewal').count()).toBe(0);
      await screenshot(page, 'routine-orders-renewed');
    });
  });

  test('a nurse has no Routine Orders in the menu and is refused the page', async ({ browser }) => {
    await journey(browser, 'routine-orders-nurse', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Routine Orders' }).count()).toBe(0);
      await page.goto('/routineorder');
      await page.getByText('You are not allowed to do this.').waitFor();
    });
  });
});
