import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, firstPatientId, signInToCentre } from '../support/actions.ts';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();

/** Signs the demo nurse in at Jurong and answers the id of one of her patients (through her own session). */
async function nurseWithPatient(page: Page): Promise<number> {
  await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
  return firstPatientId(page);
}

describe('clinical notes and documents', () => {
  test('a nurse adds a clinical note in the pop-up window and sees it on the patient record, its type labelled as in the form', async ({
    browser,
  }) => {
    await journey(browser, 'patient-notes', async (page) => {
      const id = await nurseWithPatient(page);
      await page.goto(`/patient/${id}/patientrecord`);
      const panel = page.getByTestId('clinical-notes-panel');

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('button', { name: 'Add' }).click(),
      ]);
      await popup.getByLabel('Observation').waitFor();
      expect(await popup.title()).toBe('Add Clinical Note');
      expect(popup.viewportSize()).toEqual({ width: 600, height: 600 });
      // Opens with the date set to now and type EVENT, without the app header.
      expect(await popup.getByLabel('Date').inputValue()).not.toBe('');
      await popup
        .locator('.ant-form-item', { hasText: 'Type' })
        .getByText('Event', { exact: true })
        .waitFor();
      expect(await popup.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);

      const text = `Cramps at hour 3 ${RUN}`;
      await popup.getByLabel('Observation').fill(text);
      await popup.getByRole('button', { name: 'Save' }).click();
      await Promise.all([popup.waitForEvent('close'), confirmYes(popup)]);

      // The opener reloads its panel when the window says it saved.
      await panel.getByRole('cell', { name: text }).waitFor();
      const listed = panel.getByRole('row', { name: new RegExp(RUN) });
      await expect(listed.getByRole('cell').nth(1).innerText()).resolves.toBe('Event');
      await panel
        .getByRole('row', { name: new RegExp(RUN) })
        .getByRole('button', { name: 'View' })
        .click();
      const detail = page.getByRole('dialog', { name: 'Clinical Note' });
      await detail.getByText(text).waitFor();
      expect(await detail.getByText('Event', { exact: true }).count()).toBeGreaterThan(0);
      expect(await detail.getByText('EVENT', { exact: true }).count()).toBe(0);
    });
  });

  test('a nurse uploads a document, then downloads it', async ({ browser }) => {
    await journey(browser, 'patient-documents', async (page) => {
      const id = await nurseWithPatient(page);
      await page.goto(`/patient/${id}/document`);
      await page.getByRole('button', { name: 'Upload Document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Document' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.getByText('Required.').count()).toBe(2);

      const file = path.join(tmpdir(), `referral-${RUN}.pdf`);
      writeFileSync(file, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      const title = `Referral letter ${RUN}`;
      await dialog.getByLabel('Document Title').fill(title);
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page);
      await page.getByText('Created successfully').last().waitFor();

      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`referral-${RUN}.pdf`);
      // The browser is the run's shared Chromium (a remote connection): the download is saved to read it back.
      const saved = path.join(tmpdir(), `downloaded-${RUN}.pdf`);
      await download.saveAs(saved);
      expect(readFileSync(saved)).toEqual(readFileSync(file));
      rmSync(saved, { force: true });
    });
  });
});
