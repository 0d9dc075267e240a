import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, openOptions, pick, signInToCentre } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();
const ORDERS = `Review access weekly ${RUN}`;

/** The element is wholly inside the window (not clipped by the page's width or height). */
async function expectInWindow(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

describe('incident reports', () => {
  test('a nurse raises an incident from the dashboard card, a medical director writes the response with additional orders, the summary finds it', async ({
    browser,
  }) => {
    const description = `Fell getting off the chair ${RUN}`;
    const patient = { id: 0, name: '' };

    await journey(browser, 'incident-nurse', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      const card = page.getByTestId('patient-card').first();
      patient.name = (await card.getByTestId('patient-name').innerText()).trim();
      await card.getByRole('link', { name: 'Patient Incident Report' }).click();
      await page.waitForURL(/\/patient\/\d+\/incidentreport$/);
      patient.id = Number(/\/patient\/(\d+)\//.exec(page.url())?.[1]);

      const form = page.locator('form#patient-incident');
      // Required fields say 'Required.'; the response fields are read-only at creation.
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => form.getByText('Required.').count()).toBe(3);
      expect(await page.getByRole('textbox', { name: 'Probable Cause' }).isDisabled()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Additional Orders (Medical Director)' }).count()).toBe(
        0,
      );

      await pick(page, page.getByRole('combobox', { name: 'Location', exact: true }), 'Home');
      await page.getByRole('combobox', { name: 'Event Type' }).click();
      const types = (await openOptions(page).allTextContents()).map((t) => t.trim());
      expect(types).toEqual([
        'Vascular Access Issues',
        'Sepsis Non-access',
        'Sepsis Access related',
        'Missed Dialysis',
        'Tubing or Needle Issues',
        'Medication Issues',
        'Fall',
        'Others',
      ]);
      await openOptions(page)
        .filter({ hasText: /^Fall$/ })
        .click();
      await page.getByRole('textbox', { name: 'Description' }).fill(description);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await confirmYes(page, 'Created successfully');
      await page.getByRole('row', { name: new RegExp(RUN) }).waitFor();
    });

    await journey(browser, 'incident-director', async (page) => {
      await signInToCentre(page, 'director@example.com', 'Jurong Centre');
      await page.goto(`/patient/${patient.id}/incidentreport`);
      const row = page.getByRole('row', { name: new RegExp(RUN) });
      // At the run's window (1440x900), Write Response is not cut off at the table's right edge.
      const write = row.getByRole('button', { name: 'Write Response' });
      await write.scrollIntoViewIfNeeded();
      await expectInWindow(page, write);
      await write.click();
      const dialog = page.getByRole('dialog', { name: 'Incident Report - Write Responses' });
      // Nothing written: the spec's warning, and nothing sent.
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('No message to update.').waitFor();
      await dialog.getByLabel('Probable Cause').fill('Wet floor by chair 3');
      await dialog.getByLabel('Additional Orders (Medical Director)').fill(ORDERS);
      await screenshot(page, 'incident-write-response');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await confirmYes(page, 'Updated successfully');
      await dialog.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: 'View' }).click();
      const view = page.getByRole('dialog', { name: 'Incident Report - View' });
      await view.getByText(ORDERS).first().waitFor();
      await view.getByText('Dr Helen Koh').first().waitFor();
      await screenshot(page, 'incident-view');
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      // The main menu (outside the patient context) offers the summary.
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('menuitem', { name: 'Incident Report Summary' }).click();
      await page.waitForURL('**/incidentreport');
      await page.getByLabel('Patient name or NRIC').fill(patient.name);
      await page.getByRole('button', { name: 'Search' }).click();
      const found = page.locator('.ant-card', { hasText: patient.name }).first();
      await found.getByRole('link', { name: 'Patient Incident Report' }).waitFor();
      await found
        .getByText(/incident report/)
        .first()
        .click();
      await found.getByRole('row', { name: new RegExp(RUN) }).waitFor();
      await screenshot(page, 'incident-summary');
    });

    // The nurse reads the response, but never the director's orders, and adds a second response: both are kept,
    // oldest first, each with its author (issue 27). At a tablet's 1024x768, Write Response and Submit stay within
    // the window.
    await journey(
      browser,
      'incident-nurse-reads',
      async (page) => {
        await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
        await page.goto(`/patient/${patient.id}/incidentreport`);
        const row = page.getByRole('row', { name: new RegExp(RUN) });
        await row.getByRole('button', { name: 'View' }).click();
        const view = page.getByRole('dialog', { name: 'Incident Report - View' });
        await view.getByText('Wet floor by chair 3').first().waitFor();
        expect(await view.getByText(ORDERS).count()).toBe(0);
        await page.keyboard.press('Escape');
        await view.waitFor({ state: 'detached' });

        const write = row.getByRole('button', { name: 'Write Response' });
        await write.scrollIntoViewIfNeeded();
        await expectInWindow(page, write);
        await write.click();
        const dialog = page.getByRole('dialog', { name: 'Incident Report - Write Responses' });
        // The director's response is listed above an empty form.
        await dialog.getByRole('list', { name: 'Responses' }).getByText('Wet floor by chair 3').waitFor();
        expect(await dialog.getByLabel('Probable Cause').inputValue()).toBe('');
        await dialog.getByLabel('Further Action').fill(`Non-slip mat ordered ${RUN}`);
        const submit = dialog.getByRole('button', { name: 'Submit' });
        await expectInWindow(page, submit);
        await submit.click();
        await confirmYes(page, 'Updated successfully');
        await dialog.waitFor({ state: 'detached' });

        await row.getByRole('button', { name: 'View' }).click();
        await view.getByText('Responses (2)').waitFor();
        const responses = view.getByRole('list', { name: 'Responses' }).getByRole('listitem');
        expect(await responses.count()).toBe(2);
        expect(await responses.nth(0).innerText()).toMatch(
          /Response 1 · Dr Helen Koh[\s\S]*Wet floor by chair 3/,
        );
        expect(await responses.nth(1).innerText()).toMatch(
          new RegExp(`Response 2 · Nur Aisyah[\\s\\S]*${RUN}`),
        );
        expect(await view.getByText('Additional Orders (Medical Director)').count()).toBe(0);
        await screenshot(page, 'incident-responses');
      },
      { viewport: { width: 1024, height: 768 } },
    );
  });

  test('a nurse manager reaches the centre reports from the Manage home tile and raises a centre incident', async ({
    browser,
  }) => {
    await journey(browser, 'incident-centre', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Tampines Centre');
      await page.goto('/manage');
      await page.getByText('Incident Report', { exact: true }).click();
      await page.waitForURL('**/incidentreport/centre');
      const card = page.locator('.ant-card', { hasText: 'Tampines Centre' }).first();
      await card.getByRole('link', { name: 'Create / Respond' }).click();
      await page.waitForURL(/\/incidentreport\/centre\/\d+\/create$/);
      const form = page.locator('form#centre-incident');
      await page.getByRole('combobox', { name: 'Event Type' }).click();
      const types = (await openOptions(page).allTextContents()).map((t) => t.trim());
      expect(types).toEqual(['RO issues', 'Dialysis Machine', 'Others']);
      await openOptions(page).filter({ hasText: 'RO issues' }).click();
      await pick(page, page.getByRole('combobox', { name: 'Location', exact: true }), 'Tampines Centre');
      const description = `RO alarm at 7am ${RUN}`;
      await form.getByRole('textbox', { name: 'Description' }).fill(description);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await confirmYes(page, 'Created successfully');
      await page.getByRole('row', { name: new RegExp(`RO alarm at 7am ${RUN}`) }).waitFor();
      await screenshot(page, 'incident-centre');
    });
  });
});
