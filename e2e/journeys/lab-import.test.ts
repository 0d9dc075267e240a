import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { CENTRES, CREATE_PATIENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { zipBomb } from '../support/zip-bomb.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();
const HEADER = ['Date', 'NRIC', 'Patient Name', 'Sex', 'Haemoglobin', 'K', 'HIV', 'Blood Group'];

interface DemoPatient {
  id: number;
  name: string;
  nric: string;
  gender: string;
}

/** A Jurong demo patient (name, whole NRIC and sex), the `index`th of the list, read through the nurse's session. */
async function jurongPatient(page: Page, index = 0): Promise<DemoPatient> {
  const answer = await page.evaluate(async (at) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ listPatient(pagination: { limit: 1, offset: ${at} }) { result { id } } }`,
      }),
    });
    const list = (await res.json()) as { data: { listPatient: { result: { id: number }[] } } };
    const id = list.data.listPatient.result[0]?.id;
    // The list masks NRICs; the record (getPatient) answers it whole, as the lab file has it.
    const one = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ getPatient(id: ${id}) { id name nric gender } }` }),
    });
    return (await one.json()) as { data: { getPatient: DemoPatient } };
  }, index);
  return answer.data.getPatient;
}

/** The patient's lab reports (the names the laboratory wrote), through the nurse's session. */
async function reportNames(page: Page, patientID: number, source: string): Promise<string[]> {
  return page.evaluate(
    async ({ id, lab }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ listLabReport(filter: { patientID: { eq: ${id} } }, pagination: { limit: 100 }) { result { name source } } }`,
        }),
      });
      const body = (await res.json()) as {
        data: { listLabReport: { result: { name: string | null; source: string | null }[] } };
      };
      return body.data.listLabReport.result.filter((r) => r.source === lab).map((r) => r.name ?? '');
    },
    { id: patientID, lab: source },
  );
}

/** A day `offset` days from today in Singapore (the demo centres' zone), as the file writes it: DD/MM/YYYY. */
function fileDate(offset: number): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000);
  return `${day.getUTCDate()}/${day.getUTCMonth() + 1}/${day.getUTCFullYear()}`;
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
      // Dated today: newer than the demo patient's monthly labs (the demo's history ends yesterday), so the
      // Last Non Null Lab below shows these values.
      const csv = [
        HEADER.join(','),
        `${fileDate(0)},${known.nric},"${known.name}",${known.gender},9.2,5.8,Non-Reactive,O+`,
        `${fileDate(0)},${unknownNric},New Patient ${RUN},F,11.5,4.2,,A`,
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

  test('an XLSX import marks a bad cell and leaves it out; an unknown patient left out on purpose lets the rest be imported', async ({
    browser,
  }) => {
    await journey(browser, 'lab-import-xlsx', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      const known = await jurongPatient(page);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Results');
      sheet.addRow(['NRIC', 'patient name', 'Date', 'K', 'HCV']);
      sheet.addRow([known.nric, known.name, new Date(Date.UTC(2026, 4, 6)), 4.4, 'reactive']);
      sheet.addRow([]);
      sheet.addRow([known.nric, known.name, '7/5/2026', 4.6, 'NEG']);
      sheet.addRow([newNric('X'), `Walk In ${RUN}`, '7/5/2026', 4.1, 'NEG']);
      // Row 6 of the sheet (after the blank row 3): the left-out list names it by the sheet's own number.
      sheet.addRow([known.nric, known.name, '8/5/2026', 'high', 'NEG']);
      const file = path.join(tmpdir(), `labs-${RUN}.xlsx`);
      await workbook.xlsx.writeFile(file);
      await uploadFile(page, file, `Quest ${RUN}`);

      await page.getByText('(1) Patient Record(s) Not Found').waitFor();
      // The bad cell is marked on its row, with its message (an icon and text, not colour alone).
      await page.getByLabel('Digits only').first().waitFor();
      await page.getByText('K: Digits only').first().waitFor();
      await page.screenshot({ path: path.join(tmpdir(), 'lab-import-review-xlsx.png'), fullPage: true });
      const confirm = page.getByRole('button', { name: 'Confirm' });
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByRole('switch', { name: `Leave out Walk In ${RUN}` }).click();
      await page.getByText('(1) Patient Record(s) Not Found').waitFor({ state: 'detached' });
      await expect.poll(() => confirm.isDisabled()).toBe(false);
      await confirm.click();
      await page.getByText('Inserting 2 records in 1 parts').waitFor();
      await page.getByText('Import Lab Report uploaded successfully').waitFor();
      // Rows were left out: they are listed before the user goes on, with the sheet's own line numbers.
      await page.getByText('2 rows imported').waitFor();
      const leftOut = page.getByTestId('lab-import-left-out');
      await leftOut.getByText('2 rows were not imported').waitFor();
      const lines = await leftOut.locator('tbody tr.ant-table-row td:first-child').allTextContents();
      expect(lines).toEqual(['5', '6']);
      await leftOut.getByText('K: Digits only').waitFor();
      await leftOut.getByText('No patient with this NRIC in your centres.').waitFor();
      await page.getByRole('button', { name: 'Go to dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  test("a row under another person's name, a future date and a bad value are marked; the rest is imported, the left-out rows download, and once fixed and the match confirmed they are imported too", async ({
    browser,
  }) => {
    await journey(browser, 'lab-import-safety', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      const arun = await jurongPatient(page, 1);
      const source = `Parkway ${RUN}`;
      // The laboratory writes the patient's name its own way (upper case, words turned round).
      const written = arun.name.toUpperCase().split(' ').reverse().join(' ');
      const csv = [
        'Date,NRIC,Patient Name,Sex,Haemoglobin,K',
        `${fileDate(-3)},${arun.nric},"${written}",${arun.gender},10.4,4.1`,
        `${fileDate(-3)},${arun.nric},Kumar Zainab ${RUN},,11.2,4.3`,
        `${fileDate(2)},${arun.nric},"${arun.name}",${arun.gender},10.9,4.2`,
        `${fileDate(-2)},${arun.nric},"${arun.name}",${arun.gender},99,4.4`,
      ].join('\n');
      const file = path.join(tmpdir(), `labs-safety-${RUN}.csv`);
      writeFileSync(file, csv);
      await uploadFile(page, file, source);

      // The card is the record's patient, and says whose NRIC this is; each problem is on its row.
      const card = page.getByTestId('lab-import-card');
      await card.getByText(`This NRIC belongs to ${arun.name}`).waitFor();
      await card.getByText(`The file names Kumar Zainab ${RUN} on 1 row.`).waitFor();
      await card.getByText('Date: The date cannot be in the future.').waitFor();
      await card.getByText('Hb: Must be between 0.5 and 25 g/dL.').waitFor();
      await page.getByText('2 rows will be left out').waitFor();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      expect(await confirm.isDisabled()).toBe(true);
      await page
        .getByText('Confirm the match or leave out the rows whose name does not match the record.')
        .first()
        .waitFor();
      await screenshot(page, 'lab-import-review-mismatch');
      // 'Only rows to check' narrows the card to the rows with a problem.
      const lines = () => card.locator('tbody tr.ant-table-row td:first-child').allTextContents();
      expect(await lines()).toEqual(['2', '3', '4', '5']);
      await page.getByRole('switch', { name: 'Only rows to check' }).click();
      await expect.poll(lines).toEqual(['3', '4', '5']);
      await page.getByRole('switch', { name: 'Only rows to check' }).click();

      // The nurse leaves the other person's row out: Confirm imports the one good row.
      await card.getByText('Leave out these rows').click();
      await page.getByText('3 rows will be left out').waitFor();
      await expect.poll(() => confirm.isDisabled()).toBe(false);
      await confirm.click();
      await page.getByText('Inserting 1 records in 1 parts').waitFor();
      await page.getByText('1 row imported').waitFor();
      await page.getByText('3 rows were not imported').waitFor();
      await screenshot(page, 'lab-import-left-out');
      expect(await reportNames(page, arun.id, source)).toEqual([written]);

      // The left-out rows download as a CSV: the file's columns and the reasons.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download left-out rows (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`labs-safety-${RUN}-left-out.csv`);
      // The browser is the run's shared Chromium (a remote connection): the download is saved to read it back.
      const saved = path.join(tmpdir(), `left-out-${RUN}.csv`);
      await download.saveAs(saved);
      const leftOut = readFileSync(saved, 'utf8').replace(/^\uFEFF/, '');
      rmSync(saved, { force: true });
      const [header, ...rows] = leftOut.trim().split('\r\n');
      expect(header).toBe('Date,NRIC,Patient Name,Sex,Haemoglobin,K,Left out because');
      expect(rows).toEqual([
        `${fileDate(-3)},${arun.nric},Kumar Zainab ${RUN},,11.2,4.3,The name or sex in the file does not match the patient's record for this NRIC.`,
        `${fileDate(2)},${arun.nric},${arun.name},${arun.gender},10.9,4.2,Date: The date cannot be in the future.`,
        `${fileDate(-2)},${arun.nric},${arun.name},${arun.gender},99,4.4,Hb: Must be between 0.5 and 25 g/dL.`,
      ]);

      // Fixed (the date and the value) and imported again; this time the nurse confirms the match.
      const fixed = path.join(tmpdir(), `labs-safety-fixed-${RUN}.csv`);
      writeFileSync(fixed, leftOut.replace(fileDate(2), fileDate(-1)).replace(',99,', ',9.9,'));
      await page.getByRole('button', { name: 'Go to dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await uploadFile(page, fixed, source);
      await card.getByText(`This NRIC belongs to ${arun.name}`).waitFor();
      // The reason column is read back without complaint.
      expect(await page.getByText('Columns not imported').count()).toBe(0);
      await card.getByText('Confirm match').click();
      await page
        .locator('.ant-modal-confirm-content')
        .getByText(`naming Kumar Zainab ${RUN} will be filed under ${arun.name}`, { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await card.getByText('Match confirmed').waitFor();
      await expect.poll(() => confirm.isDisabled()).toBe(false);
      await confirm.click();
      await page.getByText('Import Lab Report uploaded successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await reportNames(page, arun.id, source)).sort()).toEqual(
        [written, `Kumar Zainab ${RUN}`, arun.name, arun.name].sort(),
      );
    });
  });

  test('a workbook that expands past the limit, or a file over the size limit, is refused before it is read', async ({
    browser,
  }) => {
    await journey(browser, 'lab-import-limits', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');
      // 200 MB of sheet in a file of about 200 KB: refused unopened, and the tab goes on working.
      const bomb = path.join(tmpdir(), `labs-bomb-${RUN}.xlsx`);
      const bytes = zipBomb(200 * 1024 * 1024);
      expect(bytes.length).toBeLessThan(300 * 1024);
      writeFileSync(bomb, bytes);
      await page.goto('/labresult/import/upload');
      await page.getByLabel('Lab report source').fill(`Quest ${RUN}`);
      await page.locator('input[type="file"]').setInputFiles(bomb);
      await page.getByRole('button', { name: 'Review' }).click();
      await page
        .getByText(
          'The workbook expands to more than 120 MB: it was not opened. Save it as CSV, or split it.',
        )
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/labresult/import/upload');
      // A file over 20 MB is refused as soon as it is chosen.
      const big = path.join(tmpdir(), `labs-big-${RUN}.csv`);
      writeFileSync(big, `Date,NRIC,K\n${'1/1/2026,S1234567D,4.0\n'.repeat(1_000_000)}`);
      await page.locator('input[type="file"]').setInputFiles(big);
      await page.getByText('The file is larger than 20 MB: split it into smaller files.').waitFor();
      expect(await page.getByRole('button', { name: 'Review' }).isDisabled()).toBe(true);
      await screenshot(page, 'lab-import-too-large');
    });
  });
});
