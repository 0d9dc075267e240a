import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey } from '../support/browser.ts';
import { CENTRES, CREATE_PATIENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();
const HEADER = ['Date', 'NRIC', 'Patient Name', 'Sex', 'Haemoglobin', 'K', 'HIV', 'Blood Group'];

/** A Jurong demo patient (name and whole NRIC), read through the nurse's own session. */
async function jurongPatient(page: Page): Promise<{ id: number; name: string; nric: string }> {
  const answer = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ listPatient(pagination: { limit: 1 }) { result { id } } }' }),
    });
    const list = (await res.json()) as { data: { listPatient: { result: { id: number }[] } } };
    const id = list.data.listPatient.result[0]?.id;
    // The list masks NRICs; the record (getPatient) answers it whole, as the lab file has it.
    const one = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ getPatient(id: ${id}) { id name nric } }` }),
    });
    return (await one.json()) as { data: { getPatient: { id: number; name: string; nric: string } } };
  });
  return answer.data.getPatient;
}

/** An NRIC no demo patient has (T + 7 digits of this run + a letter). */
const newNric = (letter: string) => `T${String(Date.now() % 10_000_000).padStart(7, '0')}${letter}`;

async function uploadFile(page: Page, file: string, source: string) {
  await page.goto('/labresult/import/upload');
  await page.getByRole('heading', { name: 'Import Lab Result - File Upload' }).waitFor();
  await page.getByLabel('Lab report source').fill(source);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.waitForURL('**/labresult/import/upload/review');
}

describe('lab file import', () => {
  test('a nurse imports a CSV: the unknown patient is added in a second tab and matched without a new upload', async ({
    browser,
  }) => {
    await journey(browser, 'lab-import-csv', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      const known = await jurongPatient(page);
      const unknownNric = newNric('C');
      const csv = [
        HEADER.join(','),
        `3/4/2026,${known.nric},"${known.name}",M,9.2,5.8,Non-Reactive,O+`,
        `3/4/2026,${unknownNric},New Patient ${RUN},F,11.5,4.2,,A`,
      ].join('\n');
      const file = path.join(tmpdir(), `labs-${RUN}.csv`);
      writeFileSync(file, csv);
      await uploadFile(page, file, `Innoquest ${RUN}`);

      await page.getByText('Total Patients').waitFor();
      await page.getByText('(1) Patient Record(s) Not Found').waitFor();
      await page.getByText('This patient is not yet in our data').waitFor();
      await page.getByText('Columns not imported (unknown headers): Blood Group').waitFor();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      expect(await confirm.isDisabled()).toBe(true);
      await confirm.hover({ force: true });
      await page.getByText('Unable to process with unidentified Patient').waitFor();
      await page.screenshot({ path: path.join(tmpdir(), 'lab-import-review-unmatched.png'), fullPage: true });

      // Add New Patient opens Create Patient in a new tab, prefilled from the file.
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Add New Patient' }).click(),
      ]);
      await tab.waitForURL('**/patient/create?*');
      expect(new URL(tab.url()).searchParams.get('nric')).toBe(unknownNric);
      expect(await tab.getByLabel('Full Name').inputValue()).toBe(`New Patient ${RUN}`);
      // The nurse saves the patient there (here through the API, as that form's own journey covers it).
      const api = await apiSession('nurse@example.com', DEMO_PASSWORD);
      const jurong = (await api(CENTRES)).listClinic.result.find((c) => c.name === 'Jurong Centre');
      await api(CREATE_PATIENT, {
        create: {
          allergies: ['Nil'],
          patient: {
            existingClinicID: jurong?.id,
            name: `New Patient ${RUN}`,
            idType: 'NRIC',
            nric: unknownNric,
            gender: 'F',
            dob: '1960-05-01',
            race: 'Chinese',
            phoneNo: '+65 9000-0000',
            address: '2 Jurong East',
            nokName: 'Next Of Kin',
            nokPhoneNo: '9000 0001',
            amputee: 'No',
            DESRD: '2021-01-01',
          },
        },
      });
      await tab.close();
      await page.bringToFront();
      // Back on the review, the patient is matched again (on focus, or by the button) without a new upload.
      await page.getByRole('button', { name: 'Match patients again' }).click();
      await page.getByText('(1) Patient Record(s) Not Found').waitFor({ state: 'detached' });
      await expect.poll(() => confirm.isDisabled()).toBe(false);

      await confirm.click();
      await page.getByText('Inserting 2 records in 1 parts').waitFor();
      await page.getByText('Import Lab Report uploaded successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      // The record's Last Non Null Lab shows the imported values, K 5.8 and Hb 9.2 marked (not colour alone).
      await page.goto(`/patient/${known.id}/patientrecord`);
      const potassium = page.getByTestId('lab-value-K');
      await expect.poll(() => potassium.textContent()).toBe('5.8');
      expect(await potassium.getAttribute('data-alert')).toBe('true');
      expect(await page.getByTestId('lab-value-Hb').getAttribute('data-alert')).toBe('true');
      await potassium.getByLabel('Outside the target range').waitFor();
      await page
        .getByTestId('last-non-null-lab')
        .screenshot({ path: path.join(tmpdir(), 'last-non-null-lab.png') });

      // The same file again: both rows are already there, and nothing is added.
      await uploadFile(page, file, `Innoquest ${RUN}`);
      await page.getByText('2 already imported (they will be skipped)', { exact: false }).waitFor();
    });
  });

  test('an XLSX import marks a bad cell; an unknown patient left out on purpose lets the rest be imported', async ({
    browser,
  }) => {
    await journey(browser, 'lab-import-xlsx', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      const known = await jurongPatient(page);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Results');
      sheet.addRow(['NRIC', 'patient name', 'Date', 'K', 'HCV']);
      sheet.addRow([known.nric, known.name, new Date(Date.UTC(2026, 4, 6)), 4.4, 'reactive']);
      sheet.addRow([known.nric, known.name, '7/5/2026', 4.6, 'NEG']);
      sheet.addRow([newNric('X'), `Walk In ${RUN}`, '7/5/2026', 'high', 'NEG']);
      const file = path.join(tmpdir(), `labs-${RUN}.xlsx`);
      await workbook.xlsx.writeFile(file);
      await uploadFile(page, file, `Quest ${RUN}`);

      await page.getByText('(1) Patient Record(s) Not Found').waitFor();
      // The bad cell is marked on its row, with its message (an icon and text, not colour alone).
      await page.getByLabel('Digits only').first().waitFor();
      await page.screenshot({ path: path.join(tmpdir(), 'lab-import-review-xlsx.png'), fullPage: true });
      const confirm = page.getByRole('button', { name: 'Confirm' });
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByRole('switch', { name: `Leave out Walk In ${RUN}` }).click();
      await page.getByText('(1) Patient Record(s) Not Found').waitFor({ state: 'detached' });
      await expect.poll(() => confirm.isDisabled()).toBe(false);
      await confirm.click();
      await page.getByText('Inserting 2 records in 1 parts').waitFor();
      await page.getByText('Import Lab Report uploaded successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});
