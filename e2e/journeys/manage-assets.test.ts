import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, openOptions, pick, saveConfirmed, signInToCentre } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const run = Date.now().toString(36).toUpperCase();
const CENTRE = { name: `Woodlands Centre ${run}`, uid: `WDL${run}` };
const MACHINE = { name: `WDL-HD01-${run}`, serialNo: `SN-WDL-${run}` };
const SEAT = 'Seat 1';

/** Save, 'Are you sure?', Yes, and the spec's success text. */

async function openTile(page: Page, tile: string, heading: string) {
  await page.getByRole('menuitem', { name: 'Manage' }).click();
  await page.getByRole('heading', { name: 'Manage', exact: true }).waitFor();
  await page.getByRole('link', { name: tile }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

describe('a Medical Director sets up a new centre from Manage', () => {
  test('adds a centre, a machine and a seat, is told under Machine that a second seat cannot take that machine, and sees the centre totals', async ({
    browser,
  }) => {
    await journey(browser, 'manage-assets', async (page) => {
      await signInToCentre(page, 'director@example.com', 'Bukit Merah Centre');

      // Manage home: three rows of tiles.
      await page.getByRole('menuitem', { name: 'Manage' }).click();
      await page.waitForURL('**/manage');
      await page.getByRole('link', { name: 'Centres' }).waitFor();
      await expect(page.getByTestId('manage-tile-row').count()).resolves.toBe(3);

      // Centres: the form states its rules before anything is sent.
      await openTile(page, 'Centres', 'Manage Centres');
      await page.getByRole('button', { name: 'Add Centre' }).click();
      const centreForm = page.getByRole('dialog', { name: 'Add Centre' });
      await centreForm.getByLabel('Item ID').fill('12a');
      await centreForm.getByRole('button', { name: 'Save' }).click();
      await centreForm.getByText('Digits only').waitFor();
      await centreForm.getByText('Required.').first().waitFor();
      await centreForm.getByLabel('Name', { exact: true }).fill(CENTRE.name);
      await centreForm.getByLabel('Centre Code').fill(CENTRE.uid);
      await centreForm.getByLabel('Item ID').fill('42');
      await centreForm.getByLabel('Phone No.').fill('+65 6900 1000');
      await saveConfirmed(page, centreForm, 'Created successfully');
      await page.getByRole('row', { name: new RegExp(CENTRE.name) }).waitFor();

      // Machines: added to the new centre.
      await openTile(page, 'Machines', 'Manage Machines');
      await page.getByRole('button', { name: 'Add Machine' }).click();
      const machineForm = page.getByRole('dialog', { name: 'Add Machine' });
      await pick(machineForm, 'Centre', CENTRE.name);
      await machineForm.getByLabel('Name').fill(MACHINE.name);
      await machineForm.getByLabel('Serial Number').fill(MACHINE.serialNo);
      await machineForm.getByLabel('Manufacturer').fill('Fresenius');
      await saveConfirmed(page, machineForm, 'Created successfully');
      await page.getByRole('searchbox', { name: 'Search machines' }).fill(MACHINE.serialNo);
      await page.getByRole('button', { name: 'Search' }).click();
      const machineRow = page.getByRole('row', { name: new RegExp(MACHINE.name) });
      await machineRow.waitFor();
      await expect(machineRow.innerText()).resolves.toMatch(new RegExp(`${CENTRE.name}[\\s\\S]*AVAILABLE`));

      // Seats: the machine choices are the new centre's available machines.
      await openTile(page, 'Seats', 'Manage Seats');
      await page.getByRole('button', { name: 'Add Seat' }).click();
      const seatForm = page.getByRole('dialog', { name: 'Add Seat' });
      await pick(seatForm, 'Centre', CENTRE.name);
      await seatForm.getByLabel('Seat Number').fill(SEAT);
      await seatForm.getByLabel('Machine').click();
      await openOptions(page).first().waitFor();
      await expect(openOptions(page).allInnerTexts()).resolves.toEqual([
        `${MACHINE.name} (${MACHINE.serialNo})`,
      ]);
      await openOptions(page).first().click();
      await saveConfirmed(page, seatForm, 'Created successfully');
      const seatRow = page.getByRole('row', { name: new RegExp(`${SEAT}.*${CENTRE.name}`) });
      // Only the new centre in the centre filter (once the dialog is gone, its Centre field too).
      await seatForm.waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Centre' }).click();
      await page.locator('.ant-select-tree-node-content-wrapper', { hasText: CENTRE.name }).click();
      await page.keyboard.press('Escape');
      await seatRow.waitFor();
      await expect(seatRow.innerText()).resolves.toContain(MACHINE.name);

      // A second seat on the same machine: refused, and the message sits under the Machine field.
      await page.getByRole('button', { name: 'Add Seat' }).click();
      const secondForm = page.getByRole('dialog', { name: 'Add Seat' });
      await pick(secondForm, 'Centre', CENTRE.name);
      await secondForm.getByLabel('Seat Number').fill('Seat 2');
      // A machine's option is its name and its serial number: matched by the name.
      await pick(secondForm, 'Machine', new RegExp(`^${MACHINE.name}\\b`));
      await secondForm.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page);
      const machineHelp = secondForm.locator('#seat_machineID_help');
      await machineHelp.getByText('This machine is already assigned to another seat.').waitFor();
      // Not as a toast too (no toast at all leaves no message container to read: count the notices).
      expect(await page.locator('.ant-message-notice').filter({ hasText: 'already assigned' }).count()).toBe(
        0,
      );
      await screenshot(page, 'seat-form-machine-taken');
      await secondForm.getByRole('button', { name: 'Cancel' }).click();
      await secondForm.waitFor({ state: 'detached' });

      // Back on Centres: the new centre counts its seat and its machine.
      await openTile(page, 'Centres', 'Manage Centres');
      await page.getByRole('searchbox', { name: 'Search by name' }).fill(CENTRE.name);
      await page.getByRole('button', { name: 'Search' }).click();
      const centreRow = page.getByRole('row', { name: new RegExp(CENTRE.name) });
      await page.getByRole('row').nth(2).waitFor({ state: 'detached' });
      const cells = await centreRow.getByRole('cell').allInnerTexts();
      // Name, code, status, contact, 4 staff totals, then seats and machines.
      expect(cells.slice(0, 3)).toEqual([CENTRE.name, CENTRE.uid, 'ACTIVE']);
      expect(cells.slice(8, 10)).toEqual(['1', '1']);
    });
  });
});
